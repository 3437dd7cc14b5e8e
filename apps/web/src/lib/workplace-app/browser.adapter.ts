import type { WorkplaceApp } from './workplace-app.types';

/** Outside any workplace app: no auth code; geolocation from the browser when it has one. */
export const browserAdapter: WorkplaceApp = {
  kind: 'none',
  name: '',
  isAvailable: false,
  requestAuthCode: () => Promise.reject(new Error('workplace app not available')),
  configure: () => Promise.resolve(false),
  getLocation: () =>
    new Promise((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new Error('geolocation not available'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(new Error(error.message)),
        { enableHighAccuracy: true, timeout: 15_000 },
      );
    }),
  previewDoc: () => Promise.reject(new Error('workplace app not available')),
};
