import type { ZodType } from "zod";

/**
 * The request body of every route that takes JSON. Always required: with `required` left out,
 * @hono/zod-openapi skips validation when no body is sent and the handler sees `{}` (a body-less
 * `POST /api/account/delete` once deleted the account). Together with `validationHook`, which
 * refuses a request that sent no JSON at all, and the JSON content-type check of @hono/zod-openapi
 * (415 for any other type), a route gets exactly the body its schema describes, or a 4xx.
 *
 * A body whose fields are all optional is still a required body: send `{}`.
 */
export function jsonBody<Schema extends ZodType>(schema: Schema, description?: string) {
  return {
    required: true,
    ...(description ? { description } : {}),
    content: { "application/json": { schema } },
  } as const;
}

type RegisteredDefinition = {
  type: string;
  route?: { method: string; path: string; request?: { body?: { required?: boolean } } };
};

/**
 * Stops the app from starting when a route declares a request body that is not required, so the
 * rule above cannot be forgotten (request-bodies.test.ts checks the behaviour route by route).
 */
export function assertRequestBodiesRequired(definitions: readonly RegisteredDefinition[]): void {
  for (const definition of definitions) {
    const route = definition.type === "route" ? definition.route : undefined;
    if (route?.request?.body && route.request.body.required !== true) {
      throw new Error(
        `${route.method.toUpperCase()} ${route.path} declares a request body that is not required: build it with jsonBody() (src/server/http/json-body.ts).`,
      );
    }
  }
}
