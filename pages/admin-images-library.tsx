import { ImageLibraryScreen } from '@/components/gallery/ImageLibraryScreen';
import type { BackofficePage } from './_app';

const AdminImagesLibraryPage: BackofficePage = () => <ImageLibraryScreen library="admin" />;

export default AdminImagesLibraryPage;
