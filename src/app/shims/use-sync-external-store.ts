// React 19 has useSyncExternalStore; libraries still importing the React 17 shim get React's own.
export { useSyncExternalStore } from 'react';
