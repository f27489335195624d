// What the server answers a Teltonika tracker.

/** The answer to the IMEI handshake: 0x01 accepted, 0x00 refused. */
export const imeiReply = (accepted: boolean): Buffer => Buffer.of(accepted ? 0x01 : 0x00);

/**
 * The acknowledgement of an AVL packet: its record count, 4 bytes. The tracker deletes the
 * records from its memory on it, and sends them again on a new connection when none comes.
 */
export function recordCountAck(count: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(count);
  return b;
}
