import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import {
  useInviteStaff,
  useResendInvitation,
  useRevokeInvitation,
  useStaffAccounts,
  useUpdateStaffAccount,
} from "#app/features/admin/accounts/staff-accounts-api";
import { actionsHeader, DataTable, Td } from "#app/features/admin/shared/data-table";
import { inputClass } from "#app/features/admin/shared/field-styles";
import { EmailField } from "#app/features/admin/shared/email-field";
import { FormField } from "#app/features/admin/shared/form-field";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { formatDateTime } from "#app/features/admin/shared/format";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { notify } from "#app/lib/notify";
import { invitationValidHours, InviteRequestSchema, type PendingInvitation, type StaffAccount } from "#contracts/api/staff-accounts";
import { staffRoleLabels, staffRoles, type StaffRole } from "#contracts/api/staff-roles";

export const meta = () => adminMeta("Staff accounts");

function failureMessage(failure: unknown) {
  return failure instanceof Error ? failure.message : "The change could not be saved.";
}

function RoleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: StaffRole;
  onChange(role: StaffRole): void;
  disabled?: boolean;
}) {
  return (
    <select id={id} className={inputClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as StaffRole)}>
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {staffRoleLabels[role]}
        </option>
      ))}
    </select>
  );
}

/** A pending invitation, which an administrator can send again (a new link) or withdraw (issue 28). */
function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void notify("success", done);
    } catch (failure) {
      void notify("error", failureMessage(failure));
    }
  };
  return (
    <tr>
      <Td>{invitation.email}</Td>
      <Td>{staffRoleLabels[invitation.role]}</Td>
      <Td>{formatDateTime(invitation.createdAt)}</Td>
      <Td>{formatDateTime(invitation.expiresAt)}</Td>
      <Td>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Send the invitation to ${invitation.email} again`}
            onClick={() =>
              void act(() => resend.mutateAsync(invitation.id), `Invitation sent again to ${invitation.email}, with a new link`)
            }
          >
            Send again
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Withdraw the invitation to ${invitation.email}`}
            onClick={() => void act(() => revoke.mutateAsync(invitation.id), `Invitation to ${invitation.email} withdrawn`)}
          >
            Withdraw
          </Button>
        </div>
      </Td>
    </tr>
  );
}

function AccountRow({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
  const update = useUpdateStaffAccount();
  const change = async (patch: { role?: StaffRole; disabled?: boolean }, done: string) => {
    try {
      await update.mutateAsync({ id: account.id, change: patch });
      void notify("success", done);
    } catch (failure) {
      void notify("error", failureMessage(failure));
    }
  };
  const selectId = `role-${account.id}`;
  return (
    <tr>
      <Td>
        <span className="font-medium">{account.name ?? account.email}</span>
        {account.name && <span className="block text-muted-foreground">{account.email}</span>}
        {isMe && <span className="block text-xs text-muted-foreground">(you)</span>}
      </Td>
      <Td>
        <label htmlFor={selectId} className="sr-only">
          Role of {account.email}
        </label>
        <RoleSelect
          id={selectId}
          value={account.role}
          disabled={update.isPending}
          onChange={(role) => void change({ role }, `${account.email} is now ${staffRoleLabels[role]}`)}
        />
      </Td>
      <Td>{account.disabled ? "Disabled" : "Active"}</Td>
      <Td>{formatDateTime(account.createdAt)}</Td>
      <Td>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            void change(
              { disabled: !account.disabled },
              account.disabled ? `${account.email} can sign in again` : `${account.email} is disabled`,
            )
          }
        >
          {account.disabled ? "Enable" : "Disable"}
          <span className="sr-only"> {account.email}</span>
        </Button>
      </Td>
    </tr>
  );
}

function InviteForm() {
  const id = useId();
  const invite = useInviteStaff();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("recruiter");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteRequestSchema.safeParse({ email: email.trim(), name, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the form.");
      return document.getElementById(`${id}-email`)?.focus();
    }
    setError(null);
    try {
      await invite.mutateAsync(parsed.data);
      void notify("success", `Invitation sent to ${parsed.data.email}`);
      setEmail("");
      setName("");
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
      <EmailField id={`${id}-email`} label="Email" error={error ?? undefined} value={email} onChange={setEmail} />
      <FormField id={`${id}-name`} label="Name (optional)">
        {(aria) => (
          <input {...aria} type="text" autoComplete="off" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <FormField id={`${id}-role`} label="Role">
        {(aria) => <RoleSelect id={aria.id} value={role} onChange={setRole} />}
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? "Sending…" : "Send invitation"}
      </Button>
    </form>
  );
}

/** Administrators invite staff, change roles and disable accounts (docs/decisions/020-staff-roles.md). */
export default function StaffAccounts() {
  const { data, error, isPending, refetch } = useStaffAccounts();
  const me = useAuth().user;
  return (
    <>
      <PageHeader title="Staff accounts" description="Who can sign in to the staff area, and what each role may use." />
      <div className="grid gap-6">
        <SectionCard title="Invite a member of staff">
          <p className="mb-4 text-sm text-muted-foreground">
            They receive an e-mail with a link that works once, for {invitationValidHours} hours, to choose their password. Recruiters see
            applications and openings, sales staff messages and quotes, editors posts; administrators everything.
          </p>
          <InviteForm />
        </SectionCard>
        {isPending && <Loading label="Loading staff accounts…" />}
        {error && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && (
          <>
            <DataTable caption="Staff accounts" headers={["Account", "Role", "Status", "Created", actionsHeader]}>
              {data.accounts.map((account) => (
                <AccountRow key={account.id} account={account} isMe={account.id === me?.id} />
              ))}
            </DataTable>
            {data.invitations.length > 0 && (
              <DataTable caption="Invitations not used yet" headers={["Invited", "Role", "Sent", "Link valid until", actionsHeader]}>
                {data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </DataTable>
            )}
          </>
        )}
      </div>
    </>
  );
}
