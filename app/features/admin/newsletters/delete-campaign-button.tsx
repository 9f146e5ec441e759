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
      noun="campaign"
      name={campaign.subject}
      consequence="and all its language versions will be deleted; nothing has been sent of it."
      remove={() => remove.mutateAsync(campaign.id)}
      onDeleted={onDeleted}
      onDeleting={onDeleting}
    />
  );
}
