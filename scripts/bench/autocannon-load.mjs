// The load generator when wrk is not installed: autocannon in a process of its own, so the server
// under test never shares an event loop with it.
// Usage: node autocannon-load.mjs <url> <connections> <seconds> [timeout seconds, 10 unless given]
import autocannon from "autocannon";

const [url, connections, seconds, timeout = "10"] = process.argv.slice(2);
const latencies = [];
const instance = autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: Number(timeout),
});
instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
const result = await instance;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.total / (result.duration || Number(seconds)),
    p50Ms: at(50),
    p95Ms: at(95),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }),
);
