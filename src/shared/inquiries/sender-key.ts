/**
 * The form of a sender's address that blocks are matched on (ADR 34): trimmed, lower case, and
 * without a "+tag" in the local part, so "Mara+1@Brand.example" cannot slip past a block on
 * "mara@brand.example". Dots are kept: only some providers ignore them.
 */
export function senderKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}
