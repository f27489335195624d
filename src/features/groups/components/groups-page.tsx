// WORK IN PROGRESS (issue 13): replaced by the groups list.
export function GroupsPage(_props: { accountId: string }) {
  return null;
}
