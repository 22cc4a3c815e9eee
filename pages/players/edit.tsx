import { useRouter } from 'next/router';

import { PlayerScreen } from '@/components/players/PlayerScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const PlayerPage: BackofficePage = () => <PlayerScreen id={queryId(useRouter().query.id)} />;

export default PlayerPage;
