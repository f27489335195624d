// Placeholder written by the lead so the build holds while this screen is built (issue 17).
export function TenantsPage() {
  return null;
}
