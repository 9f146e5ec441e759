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
import { languagesText, TranslatorLanguages } from "#app/features/admin/accounts/translator-languages";
import { notify } from "#app/lib/notify";
import {
  invitationValidHours,
  InviteRequestSchema,
  staffAccountMessages,
  type PendingInvitation,
  type StaffAccount,
  type StaffAccountUpdate,
} from "#contracts/api/staff-accounts";
import { staffRoleLabels, staffRoles, type StaffRole } from "#contracts/api/staff-roles";
import type { LanguageCode } from "#contracts/languages";

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
      <Td>
        {staffRoleLabels[invitation.role]}
        {invitation.languages.length > 0 && <span className="block text-muted-foreground">{languagesText(invitation.languages)}</span>}
      </Td>
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

/**
 * A translator's languages, changed in the row: asked for when the role becomes Translator (a translator needs at
 * least one), and offered for a change while it is one.
 */
function LanguagesEditor({
  account,
  busy,
  onSave,
  onCancel,
}: {
  account: StaffAccount;
  busy: boolean;
  onSave: (languages: LanguageCode[]) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<LanguageCode[]>(account.languages);
  const [error, setError] = useState<string>();
  return (
    <div className="mt-3 grid gap-2">
      <TranslatorLanguages legend={`Languages ${account.email} translates`} value={chosen} onChange={setChosen} error={error} />
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={busy}
          onClick={() => (chosen.length === 0 ? setError(staffAccountMessages.languagesRequired) : onSave(chosen))}
        >
          Save languages
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function AccountRow({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
  const update = useUpdateStaffAccount();
  const [choosingLanguages, setChoosingLanguages] = useState(false);
  const change = async (patch: StaffAccountUpdate, done: string) => {
    try {
      await update.mutateAsync({ id: account.id, change: patch });
      void notify("success", done);
      setChoosingLanguages(false);
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
          value={choosingLanguages && account.role !== "translator" ? "translator" : account.role}
          disabled={update.isPending}
          onChange={(role) =>
            // A translator needs languages: they are asked for before the role changes.
            role === "translator" ? setChoosingLanguages(true) : void change({ role }, `${account.email} is now ${staffRoleLabels[role]}`)
          }
        />
        {account.role === "translator" && !choosingLanguages && (
          <p className="mt-1.5 text-muted-foreground">
            {languagesText(account.languages)}{" "}
            <button
              type="button"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => setChoosingLanguages(true)}
            >
              Change languages<span className="sr-only"> of {account.email}</span>
            </button>
          </p>
        )}
        {choosingLanguages && (
          <LanguagesEditor
            account={account}
            busy={update.isPending}
            onCancel={() => setChoosingLanguages(false)}
            onSave={(languages) =>
              void change(
                account.role === "translator" ? { languages } : { role: "translator", languages },
                `${account.email} is now a Translator of ${languagesText(languages)}`,
              )
            }
          />
        )}
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
  const [languages, setLanguages] = useState<LanguageCode[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [languagesError, setLanguagesError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteRequestSchema.safeParse({ email: email.trim(), name, role, ...(role === "translator" ? { languages } : {}) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === "languages") {
        setError(null);
        setLanguagesError(issue.message);
        return document.getElementById(`${id}-languages`)?.querySelector("input")?.focus();
      }
      setLanguagesError(undefined);
      setError(issue?.message ?? "Please check the form.");
      return document.getElementById(`${id}-email`)?.focus();
    }
    setError(null);
    setLanguagesError(undefined);
    try {
      await invite.mutateAsync(parsed.data);
      void notify("success", `Invitation sent to ${parsed.data.email}`);
      setEmail("");
      setName("");
      setLanguages([]);
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
      {/* Before the button, so a phone and the keyboard reach the languages first; below the row on wider screens. */}
      {role === "translator" && (
        <div id={`${id}-languages`} className="sm:order-last sm:col-span-4">
          <TranslatorLanguages value={languages} onChange={setLanguages} error={languagesError} />
        </div>
      )}
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
            applications and openings, sales staff messages and quotes, editors posts and the site's words, translators the words of their
            languages; administrators everything.
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
