import { useRouter } from 'next/router';

import { recordPageData } from '@/components/kit/pageData';
import { playerActivityApi } from '@/components/players/activityApi';
import { PlayerScreen } from '@/components/players/PlayerScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const PlayerPage: BackofficePage = () => <PlayerScreen id={queryId(useRouter().query.id)} />;

PlayerPage.serverData = recordPageData('id', (id) => playerActivityApi.endpoints.getPlayer.initiate(id));

export default PlayerPage;
