import net from 'node:net';

/**
 * A TCP proxy between one browser and the server, so one client's network can be cut while the
 * server and everyone else go on: `cut()` drops every open connection (HTTP keep-alive and
 * WebSocket alike) and refuses new ones until `restore()`.
 */
export interface CuttableProxy {
  /** http://127.0.0.1:port of the proxy: give it to the browser context as its base URL. */
  url: string;
  cut(): void;
  restore(): void;
  /** Connections accepted while cut (each was dropped at once): the client's retries. */
  refusedWhileCut: number;
  close(): Promise<void>;
}

export async function startProxy(targetUrl: string): Promise<CuttableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const state = { refusedWhileCut: 0 };

  const server = net.createServer((client) => {
    if (isCut) {
      state.refusedWhileCut += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: target.hostname, port: Number(target.port) });
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      isCut = false;
    },
    get refusedWhileCut() {
      return state.refusedWhileCut;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
