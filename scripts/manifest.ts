// The web app manifest, shared by the build (vite-plugin-pwa) and the size/installability checks.
export const manifest = {
  name: 'GoTrack — fleet tracking portal',
  short_name: 'GoTrack',
  description:
    'Watch your vehicles live, review their history and manage your tracking subscriptions.',
  lang: 'en',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: '#0b5cad',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
