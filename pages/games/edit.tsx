import { useRouter } from 'next/router';

import { gamesResourceApi } from '@/components/games/api';
import { GameEditScreen } from '@/components/games/GameEditScreen';
import { recordPageData } from '@/components/kit/pageData';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditGamePage: BackofficePage = () => <GameEditScreen id={queryId(useRouter().query.id)} />;

EditGamePage.serverData = recordPageData('id', gamesResourceApi.initiateGet);

export default EditGamePage;
