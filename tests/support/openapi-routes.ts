import type { TestApp } from "./test-app.ts";

export type ApiOperation = {
  /** Upper case: GET, POST, PUT, PATCH, DELETE. */
  method: string;
  /** The template as the document names it, without the /api prefix: "/talents/{id}". */
  path: string;
  /** The media types of the request body ("application/json", ...); empty when it takes none. */
  bodyTypes: string[];
  bodyRequired: boolean;
  /** The top-level fields of a JSON body, as its schema names them. */
  jsonFields: string[];
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          required?: boolean;
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
};

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every operation of the API, read from its OpenAPI document, so new routes are covered as they come. */
export async function listApiOperations(t: TestApp): Promise<ApiOperation[]> {
  const doc = (await (await t.request("/api/openapi.json")).json()) as OpenApiDocument;
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
        bodyRequired: operation.requestBody?.required === true,
        jsonFields: Object.keys(
          operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {},
        ),
      });
    }
  }
  return operations;
}

export const isMutating = (operation: ApiOperation) => operation.method !== "GET";
export const takesJson = (operation: ApiOperation) => operation.bodyTypes.includes("application/json");
