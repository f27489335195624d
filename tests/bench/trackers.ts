// Benchmark (issue 30): what decoding one tracker packet costs, the worst packet of each size
// limit: Teltonika Codec 8 Extended with 255 records filled with IO elements, and a GT06 frame
// of the 2-byte-length kind at its largest. The budget: no socket may hold the event loop more
// than 100 ms; the verdict over a real socket (bytes in, positions stored, acknowledgement out)
// is the server test server/modules/trackers/trackers.test.ts.
// Run: node tests/bench/trackers.ts
import { TRACKER_FRAME_BYTES_CEILING } from '../../server/config-trackers.ts';
import { decodeGt06 } from '../../server/modules/trackers/gt06/decode.ts';
import { teltonikaAttributes } from '../../server/modules/trackers/teltonika/attributes.ts';
import { decodeAvlPacket } from '../../server/modules/trackers/teltonika/decode.ts';
import {
  worstGt06Frame,
  worstTeltonikaPacket,
} from '../../server/modules/trackers/worst-frames.ts';
import { describeMachine, ms, stats, verdict } from './server-fixture.ts';

const RUNS = 30;

/** Wall time and this thread's CPU time of each run: the CPU time is what the loop was held. */
function time(label: string, work: () => void): number {
  work(); // compiles the path
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const before = process.threadCpuUsage();
    work();
    const { user, system } = process.threadCpuUsage(before);
    wall.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }
  const w = stats(wall);
  const c = stats(cpu);
  const worst = Math.max(...cpu);
  console.log(
    `${label}: wall median ${ms(w.median)}, p95 ${ms(w.p95)}; CPU median ${ms(c.median)}, p95 ${ms(c.p95)}, max ${ms(worst)} (${RUNS} runs)`,
  );
  return worst;
}

describeMachine('none (decoding only)');
let worst = 0;
for (const limit of [16_384, TRACKER_FRAME_BYTES_CEILING]) {
  const packet = worstTeltonikaPacket(limit);
  worst = Math.max(
    worst,
    time(`Teltonika, ${packet.length} bytes, 255 records`, () => {
      for (const r of decodeAvlPacket(packet).records) teltonikaAttributes(r);
    }),
  );
}
// A 0x79 0x79 frame is at most 65,535 + 6 bytes; its CRC covers all of it.
const frame = worstGt06Frame();
worst = Math.max(
  worst,
  time(`GT06, ${frame.length} bytes`, () => void decodeGt06(frame)),
);
process.exitCode = verdict(worst < 100, `worst CPU ${ms(worst)}`, 'decoding a packet < 100 ms');
