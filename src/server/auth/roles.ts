/** Admin only when the stored role is exactly "admin" (not "Admin", not "admin,user"). */
export function isAdminRole(role: unknown): boolean {
  return role === "admin";
}
