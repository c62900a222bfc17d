import { createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on a free loopback port in front of `target`, that a test can cut (every connection
 * through it ends, new ones are dropped at once) and restore: a database server going away and
 * coming back, without stopping the server the other tests use.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let up = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut: () => {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      up = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
