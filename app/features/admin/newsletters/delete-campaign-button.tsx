import type { CampaignSummary } from "#contracts/api/campaigns";
import { DeleteButton } from "../shared/delete-button";
import { useDeleteCampaign } from "./campaigns-api";

/** Deletes a campaign nothing has been sent of (a draft or a scheduled one). */
export function DeleteCampaignButton({
  campaign,
  onDeleted,
  onDeleting,
}: {
  campaign: Pick<CampaignSummary, "id" | "subject">;
  onDeleted?: () => void;
  onDeleting?: (deleting: boolean) => void;
}) {
  const remove = useDeleteCampaign();
  return (
    <DeleteButton
      name={campaign.subject}
      title="Delete this campaign?"
      description={
        <p>
          <strong className="text-foreground">{campaign.subject}</strong> and all its language versions will be deleted; nothing has been
          sent of it. Deleting cannot be undone.
        </p>
      }
      confirmLabel="Delete campaign"
      remove={() => remove.mutateAsync(campaign.id)}
      failureMessage="The campaign could not be deleted."
      successMessage="Campaign deleted"
      onDeleted={onDeleted}
      onDeleting={onDeleting}
    />
  );
}
