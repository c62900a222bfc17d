/** The company name when COMPANY_NAME is not configured (kept apart from the schema, so the client's shell needs no zod). */
export const DEFAULT_COMPANY_NAME = "Vitrine GmbH";
