// The S3-compatible test server (s3rver), run as its own process by s3-server.ts. Its own process
// because s3rver signs listing continuation tokens with DES, which Node's OpenSSL 3 offers only
// with --openssl-legacy-provider, a flag the test process itself should not carry.
import S3rver from "s3rver";

const directory = process.argv[2];
if (!directory) {
  console.error("usage: node --openssl-legacy-provider s3-server.process.mjs <directory>");
  process.exit(2);
}
const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

// The test process holds our stdin open: when it ends (normally or not), so do we.
process.stdin.resume();
process.stdin.on("end", async () => {
  await server.close();
  process.exit(0);
});
