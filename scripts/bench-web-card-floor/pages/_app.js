import { useState } from 'react';
import { Provider } from 'react-redux';

import { makeStore } from '../client';

export default function CardFloorApp({ Component, pageProps }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <Component {...pageProps} />
    </Provider>
  );
}
