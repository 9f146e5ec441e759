import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { applicationTransitions, type ApplicationDetail, type ApplicationStatus } from "#contracts/api/applications";
import { useChangeApplicationStatus } from "./applications-api";
import { capitalise } from "../shared/format";
import { WorkflowSteps, type WorkflowStep } from "../shared/workflow-steps";

const steps: WorkflowStep<ApplicationStatus>[] = [
  { label: "New", statuses: ["new"] },
  { label: "Reviewing", statuses: ["reviewing"] },
  { label: "Shortlisted", statuses: ["shortlisted"] },
  { label: "Rejected or hired", statuses: ["rejected", "hired"] },
];

const order: Record<ApplicationStatus, number> = { new: 0, reviewing: 1, shortlisted: 2, rejected: 3, hired: 3 };

const actionLabel: Record<ApplicationStatus, string> = {
  new: "Move back to New",
  reviewing: "Move to Reviewing",
  shortlisted: "Shortlist",
  rejected: "Reject",
  hired: "Mark as hired",
};

/**
 * New → Reviewing → Shortlisted → Rejected | Hired: where the application is,
 * and only the moves the server allows from here.
 */
export function ApplicationWorkflow({ application }: { application: ApplicationDetail }) {
  const change = useChangeApplicationStatus(application.id);
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  const allowed = application.allowedStatuses ?? applicationTransitions[application.status];
  const current = order[application.status];
  const labelId = useId();

  const move = async (status: ApplicationStatus) => {
    setPending(status);
    try {
      await change.mutateAsync(status);
      void notify("success", `Status changed to ${capitalise(status)}`);
    } catch (error) {
      void notify("error", error instanceof Error ? error.message : "The status could not be changed.");
    } finally {
      setPending(null);
    }
  };

  return (
    <div>
      <WorkflowSteps
        label="Application workflow"
        steps={steps}
        status={application.status}
        currentLabel={current === 3 ? capitalise(application.status) : steps[current]!.label}
      />
      <p id={labelId} className="mb-2 text-sm text-muted-foreground">
        Current status: <span className="font-semibold text-foreground">{capitalise(application.status)}</span>
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {allowed.map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant={status === "rejected" || order[status] < current ? "outline" : "primary"}
            disabled={pending !== null}
            onClick={() => move(status)}
          >
            {pending === status ? "Saving…" : actionLabel[status]}
          </Button>
        ))}
      </div>
    </div>
  );
}
