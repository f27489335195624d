/** Query keys of the sign-in feature, from one place (DESIGN.md). */
export const authQueries = {
  all: () => ['auth'] as const,
  myProfile: () => ['auth', 'my-profile'] as const,
};
