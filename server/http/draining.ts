import type { FastifyInstance } from 'fastify';

/**
 * Lets `app.close()` finish while keep-alive clients are connected. Node only closes connections
 * that are idle when closing starts; one busy with a request at that moment would stay open after
 * its response and hold the close forever. So once closing has begun, every response asks the
 * client to close (`Connection: close`), and connections that turn idle are closed promptly.
 */
export function registerDraining(app: FastifyInstance) {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
  });
  // onClose runs once the server has closed (or right away when it never listened).
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
