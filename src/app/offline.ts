// The app's offline machinery, one chunk loaded with the saved cache: before the first query of
// a signed-in user or of an offline start, just after the first screen for a visitor online
// (whose first requests need neither).
export { clearPersistedCache, persistCache } from './query-persist';
export { keepInTouch } from './recovery';
export { registerEdits } from './edits';
