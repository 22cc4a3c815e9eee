import { ImageLibraryScreen } from '@/components/gallery/ImageLibraryScreen';
import type { BackofficePage } from './_app';

const ImagesLibraryPage: BackofficePage = () => <ImageLibraryScreen library="campaign" />;

export default ImagesLibraryPage;
