import { useEffect } from 'react';

import { NotificationsSocket, setActiveSocket } from '@/services/notificationsSocket';
import { readSession } from '@/services/session';
import { selectRuntimeConfig } from '@/store/appSlice';
import { selectUser } from '@/store/authSlice';
import { campaignsUpdated } from '@/store/campaignLive';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { notificationsReceived } from '@/store/notificationsSlice';

/**
 * Spec §7: the socket opens when a signed-in user id exists, and closes when it goes. Besides the
 * notifications it brings the engine's `campaigns_updated`, which refreshes those campaigns' live figures.
 */
export function useNotificationsSocket(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  const { wsBaseUrl } = useAppSelector(selectRuntimeConfig);

  useEffect(() => {
    if (userId === undefined) return undefined;
    const socket = new NotificationsSocket({
      url: `${wsBaseUrl}${userId}/`,
      getToken: () => readSession().token,
      onNotifications: (notifications) => dispatch(notificationsReceived(notifications)),
      onCampaignsUpdated: (campaignIds) => dispatch(campaignsUpdated(campaignIds)),
    });
    setActiveSocket(socket);
    socket.connect();
    return () => {
      socket.close();
      setActiveSocket(null);
    };
  }, [dispatch, userId, wsBaseUrl]);
}
