/** Paths that belong to the server, never to the app shell (navigations there go to the network). */
export const serverPathPatterns = [
  /^\/api\//,
  /^\/connect\//,
  /^\/\.well-known\//,
  /^\/ingest\//,
  /^\/payments?\//,
];

export const isShellNavigation = (pathname: string) =>
  !serverPathPatterns.some((re) => re.test(pathname));
