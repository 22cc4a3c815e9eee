import { useRouter } from 'next/router';

import { GameEditScreen } from '@/components/games/GameEditScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditGamePage: BackofficePage = () => <GameEditScreen id={queryId(useRouter().query.id)} />;

export default EditGamePage;
