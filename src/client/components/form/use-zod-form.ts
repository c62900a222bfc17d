import { zodResolver } from "@hookform/resolvers/zod";
import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

export type ZodForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** A field's registration and its error message, spread onto TextField, TextAreaField or CheckboxField. */
  field: <Name extends FieldPath<Input>>(
    name: Name,
    options?: RegisterOptions<Input, Name>,
  ) => ReturnType<UseFormReturn<Input, unknown, Output>["register"]> & { error?: string };
};

/**
 * A form validated by a shared zod schema (the one the server parses with), so a field's rule and
 * message are written once (ADR 36). Fields are checked when the form is submitted, and again only at
 * the next submit: nothing is flagged while a person is still typing. The submit handler receives the
 * schema's output (trimmed, normalised); the first invalid field gets the focus.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver"> = {},
): ZodForm<z.input<Schema>, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    ...options,
    resolver: zodResolver(schema),
  });
  return {
    ...form,
    field: (name, fieldOptions) => ({
      ...form.register(name, fieldOptions),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
  };
}
