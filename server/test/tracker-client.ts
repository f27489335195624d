export { trackerClient, type TrackerClient } from '../modules/trackers/tracker-socket.ts';
