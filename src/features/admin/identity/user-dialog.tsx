import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { USER_NAME_MAX, type IdentityUserDto } from '../../../api/contract/identity-admin.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { nameProblem } from '../../../ui/name-problem';
import { Tabs } from '../../../ui/tabs';
import { toast } from '../../../ui/toast-store';
import { useCreateUser, useUpdateUser, userRolesQuery } from './identity-api';
import { serverProblem, type ServerProblem } from './server-errors';
import { createBody, formValues, updateBody } from './user-form';
import { UserInfoFields } from './user-info-fields';
import { UserRolesField } from './user-roles-field';
import * as s from './identity.styles';

/** "New user" (`user` = 'new') or one user's edit dialog; closed while `user` is null. */
export function UserDialog({
  user,
  manageRoles,
  onClose,
}: {
  user: IdentityUserDto | 'new' | null;
  /** Without AbpIdentity.Users.ManageRoles the roles are shown but not sent. */
  manageRoles: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user === 'new' ? t`New user` : t`Edit`}
      size="lg"
    >
      {user ? (
        <UserForm
          key={user === 'new' ? 'new' : user.id}
          user={user === 'new' ? null : user}
          manageRoles={manageRoles}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function UserForm(props: { user: IdentityUserDto | null; manageRoles: boolean; onClose(): void }) {
  const { t } = useLingui();
  const { user, manageRoles, onClose } = props;
  const [values, setValues] = useState(() => formValues(user));
  const [roleNames, setRoleNames] = useState<string[] | null>(null);
  const [tab, setTab] = useState(0);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const current = useQuery({ ...userRolesQuery(user?.id ?? ''), enabled: user !== null });
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;

  const local = {
    userName: nameProblem(values.userName, USER_NAME_MAX) ?? undefined,
    password: !user && values.password === '' ? t`This field is required` : undefined,
  };
  const errors = {
    ...problem?.fields,
    ...(checked ? local : {}),
  };
  // Roles are sent only once known: untouched on edit = what the user has now.
  const currentNames = user ? current.data?.items.map((r) => r.name) : undefined;
  const roles = roleNames ?? currentNames;
  const sentRoles = manageRoles && (roleNames !== null || !user) ? (roles ?? undefined) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (local.userName || local.password) return setTab(0);
    if (saving) return;
    try {
      if (user) {
        await update.mutateAsync({
          id: user.id,
          body: updateBody(values, sentRoles, user.concurrencyStamp),
        });
      } else {
        await create.mutateAsync(createBody(values, sentRoles));
      }
      toast.success(t`Saved successfully`);
      onClose();
    } catch (error) {
      const next = serverProblem(error);
      setProblem(next);
      if (Object.keys(next.fields).some((f) => f !== 'roleNames')) setTab(0);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={s.form}>
      <Tabs
        index={tab}
        onChange={setTab}
        tabs={[
          {
            label: t`User information`,
            content: (
              <div style={s.form}>
                <UserInfoFields
                  values={values}
                  onChange={setValues}
                  errors={errors}
                  isNew={!user}
                />
              </div>
            ),
          },
          {
            label: t`Roles`,
            content: (
              <UserRolesField
                isNew={!user}
                selected={roles}
                readOnly={!manageRoles}
                onChange={setRoleNames}
              />
            ),
          },
        ]}
      />
      {problem ? (
        <p role="alert" style={s.alert}>
          {problem.message}
        </p>
      ) : null}
      <div style={s.buttons}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
