import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the SDK sent, with its form-encoded parameters flattened ("line_items[0][price]"). */
export type RecordedStripeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: IncomingMessage["headers"];
};

type Failure = { status: number; type: string; message: string; code?: string };

export type StripeStandIn = {
  port: number;
  requests: RecordedStripeRequest[];
  /** Requests to one method and path prefix, in order. */
  sent: (method: string, pathPrefix: string) => RecordedStripeRequest[];
  /** The next request whose path starts with the prefix is answered with this error (and not retried). */
  failNext: (pathPrefix: string, failure: Failure) => void;
  close: () => Promise<void>;
};

/** What the stand-in answers for each plan price (GET /v1/prices/{id}). */
export type StandInPrice = { id: string; productName: string; unitAmount: number };

/**
 * A local stand-in for the part of Stripe's API Vitrine calls, reached through the SDK's host, port
 * and protocol options: it records every request and answers in Stripe's shapes, so tests see the
 * exact parameters the real API would receive, with no network.
 */
export async function startStripeStandIn(prices: StandInPrice[]): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const failures: { prefix: string; failure: Failure }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin_${++counter}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const query = Object.fromEntries(url.searchParams);
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const recorded = {
        method: req.method ?? "GET",
        path: url.pathname,
        params: { ...query, ...body },
        headers: req.headers,
      };
      requests.push(recorded);
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": nextId("req"),
          ...headers,
        });
        res.end(JSON.stringify(payload));
      };

      const failureAt = failures.findIndex((f) => recorded.path.startsWith(f.prefix));
      const failure = failureAt >= 0 ? failures.splice(failureAt, 1)[0]?.failure : undefined;
      if (failure) {
        send(
          failure.status,
          { error: { type: failure.type, message: failure.message, code: failure.code } },
          { "stripe-should-retry": "false" },
        );
        return;
      }

      const p = recorded.params;
      if (recorded.method === "POST" && recorded.path === "/v1/customers") {
        send(200, { id: nextId("cus"), object: "customer", email: p.email, metadata: {} });
      } else if (recorded.method === "POST" && recorded.path === "/v1/checkout/sessions") {
        const id = nextId("cs");
        send(200, {
          id,
          object: "checkout.session",
          mode: p.mode,
          customer: p.customer,
          client_reference_id: p.client_reference_id,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      } else if (recorded.method === "POST" && recorded.path === "/v1/billing_portal/sessions") {
        const id = nextId("bps");
        send(200, {
          id,
          object: "billing_portal.session",
          customer: p.customer,
          return_url: p.return_url,
          url: `https://billing.stripe.com/p/session/${id}`,
        });
      } else if (recorded.method === "POST" && recorded.path.startsWith("/v1/subscriptions/")) {
        send(200, {
          id: recorded.path.split("/").pop(),
          object: "subscription",
          status: "active",
          cancel_at_period_end: p.cancel_at_period_end === "true",
        });
      } else if (recorded.method === "DELETE" && recorded.path.startsWith("/v1/subscriptions/")) {
        send(200, { id: recorded.path.split("/").pop(), object: "subscription", status: "canceled" });
      } else if (recorded.method === "GET" && recorded.path.startsWith("/v1/prices/")) {
        const price = prices.find((x) => x.id === recorded.path.split("/").pop());
        if (!price) {
          send(404, {
            error: { type: "invalid_request_error", code: "resource_missing", message: "No such price" },
          });
          return;
        }
        send(200, {
          id: price.id,
          object: "price",
          active: true,
          currency: "eur",
          unit_amount: price.unitAmount,
          recurring: { interval: "month", interval_count: 1 },
          product: { id: `prod_${price.id}`, object: "product", name: price.productName, active: true },
        });
      } else {
        send(404, {
          error: {
            type: "invalid_request_error",
            message: `No stand-in for ${recorded.method} ${recorded.path}`,
          },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    sent: (method, prefix) => requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
    failNext: (prefix, failure) => failures.push({ prefix, failure }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
