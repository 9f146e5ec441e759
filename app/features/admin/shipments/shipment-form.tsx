import { Plus, X } from "lucide-react";
import { useId, type FormEvent } from "react";
import { useFieldArray, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { shipmentLimits, shipmentMessages, type ShipmentDetail, type ShipmentFields } from "#contracts/api/shipments";
import { quoteModes } from "#contracts/forms/quote";
import { modeLabels } from "../shared/quote-labels";
import { languages } from "#contracts/languages";
import { notificationChoices } from "#contracts/shipping/milestones";
import { EditorAlert } from "../shared/editor-alert";
import { EditorFooter } from "../shared/editor-footer";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { LeaveDialog } from "../shared/leave-dialog";
import { SectionCard } from "../shared/section-card";
import { useUnsavedGuard } from "../shared/use-unsaved-guard";
import { useVersionedEditor } from "../shared/use-versioned-editor";
import { notificationChoiceLabels } from "./shipment-labels";
import { shipmentFormResolver, toShipmentFormValues, type ShipmentFormValues } from "./shipment-form-values";
import { useSaveShipment } from "./shipments-api";

type Form = UseFormReturn<ShipmentFormValues, unknown, ShipmentFields>;

/**
 * Book a shipment directly or edit one: route, carrier, transport document, containers, cargo and the customer.
 * The rules and their messages are the contract's (check digits included), checked here and again by the server;
 * a save sends the version of the shipment as this page last saw it (its timeline, exceptions and documents move
 * it on too: useVersionedEditor follows them), and a 409 keeps every word typed and offers to load the other person's version.
 */
export function ShipmentForm({
  shipment,
  onSaved,
  onReload,
}: {
  shipment?: ShipmentDetail;
  onSaved: (shipment: ShipmentDetail, created: boolean) => void;
  onReload: () => Promise<ShipmentDetail | undefined>;
}) {
  const id = useId();
  const save = useSaveShipment(shipment?.id ?? null);
  const form: Form = useForm<ShipmentFormValues, unknown, ShipmentFields>({
    defaultValues: toShipmentFormValues(shipment),
    mode: "onTouched",
    resolver: shipmentFormResolver,
  });
  const {
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;
  const { blocker, leavingRef } = useUnsavedGuard(isDirty);
  const { conflict, formError, run, loadTheirs } = useVersionedEditor({
    record: shipment,
    form,
    toValues: toShipmentFormValues,
    noun: "shipment",
    messages: shipmentMessages,
    onReload,
  });

  const saveValues = async (values: ShipmentFields) => {
    const saved = await run((version) => save.mutateAsync({ input: values, version }), toShipmentFormValues());
    if (!saved) return;
    reset(toShipmentFormValues(saved));
    void notify("success", shipment ? "Shipment saved" : `Shipment ${saved.reference} created`);
    leavingRef.current = !shipment;
    onSaved(saved, !shipment);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(saveValues)(event);

  return (
    <>
      <form onSubmit={submit} noValidate aria-describedby={conflict || formError ? `${id}-alert` : undefined} className="grid gap-6">
        <EditorAlert id={`${id}-alert`} conflict={conflict} formError={formError} onLoadTheirs={() => void loadTheirs()} />
        <RouteCard id={id} form={form} />
        <ContainersCard id={id} form={form} />
        <CustomerCard id={id} form={form} />
        <EditorFooter
          isDirty={isDirty}
          isSubmitting={isSubmitting}
          editing={Boolean(shipment)}
          noun="shipment"
          idleNote="Record its timeline and documents once it is created."
        />
      </form>
      <LeaveDialog blocker={blocker} noun="shipment" />
    </>
  );
}

function RouteCard({ id, form }: { id: string; form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const mode = useWatch({ control, name: "mode" });
  return (
    <SectionCard title="Route and carriage">
      <div className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField id={`${id}-mode`} label="Mode" error={errors.mode?.message}>
            {(aria) => (
              <select {...aria} {...register("mode")} value={mode} className={inputClass}>
                <option value="">Choose…</option>
                {quoteModes.map((m) => (
                  <option key={m} value={m}>
                    {modeLabels[m]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-origin`} label="Origin" error={errors.origin?.message}>
            {(aria) => <input {...aria} {...register("origin")} maxLength={shipmentLimits.placeMax} className={inputClass} />}
          </FormField>
          <FormField id={`${id}-destination`} label="Destination" error={errors.destination?.message}>
            {(aria) => <input {...aria} {...register("destination")} maxLength={shipmentLimits.placeMax} className={inputClass} />}
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField id={`${id}-carrier`} label="Carrier" hint="Optional." error={errors.carrier?.message}>
            {(aria) => <input {...aria} {...register("carrier")} maxLength={shipmentLimits.carrierMax} className={inputClass} />}
          </FormField>
          <FormField
            id={`${id}-voyage`}
            label={mode === "air" ? "Flight" : "Vessel and voyage or flight"}
            hint={mode === "air" ? "Optional, e.g. EK 511." : "Optional, e.g. MSC Aurora / 045E."}
            error={errors.voyage?.message}
          >
            {(aria) => <input {...aria} {...register("voyage")} maxLength={shipmentLimits.voyageMax} className={inputClass} />}
          </FormField>
          <FormField
            id={`${id}-transport-document`}
            label={mode === "air" ? "Air waybill" : "Bill of lading"}
            hint={mode === "air" ? "Optional; 11 digits, its check digit is verified." : "Optional."}
            error={errors.transportDocument?.message}
          >
            {(aria) => (
              <input
                {...aria}
                {...register("transportDocument")}
                maxLength={shipmentLimits.transportDocumentMax}
                spellCheck={false}
                autoCapitalize="characters"
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={`${id}-cargo`}
          label="Cargo summary"
          hint={`What travels: packages, weight, commodity; at most ${shipmentLimits.cargoMax} characters.`}
          error={errors.cargoSummary?.message}
        >
          {(aria) => <textarea {...aria} rows={3} {...register("cargoSummary")} className={inputClass} />}
        </FormField>
      </div>
    </SectionCard>
  );
}

function ContainersCard({ id, form }: { id: string; form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "containers" });
  const full = fields.length >= shipmentLimits.containersMax;
  return (
    <SectionCard
      title="Containers"
      actions={
        <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => append({ number: "" })}>
          <Plus aria-hidden="true" /> Add container
        </Button>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No containers yet. Add one for each container on the booking (ISO 6346 numbers).</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2">
          {fields.map((field, index) => {
            const error = errors.containers?.[index];
            return (
              <li key={field.id} className="flex items-start gap-2">
                <FormField
                  id={`${id}-container-${index}`}
                  label={`Container ${index + 1}`}
                  hint="Like CSQU3054383."
                  error={error?.message ?? error?.number?.message}
                  className="min-w-0 flex-1"
                >
                  {(aria) => (
                    <input
                      {...aria}
                      {...register(`containers.${index}.number`)}
                      maxLength={20}
                      spellCheck={false}
                      autoCapitalize="characters"
                      autoComplete="off"
                      className={inputClass}
                    />
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="mt-7"
                  aria-label={`Remove container ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}

function CustomerCard({ id, form }: { id: string; form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [language, notifications] = useWatch({ control, name: ["customerLanguage", "notifications"] });
  return (
    <SectionCard title="Customer">
      <div className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-customer-name`} label="Customer name" error={errors.customerName?.message}>
            {(aria) => <input {...aria} {...register("customerName")} maxLength={shipmentLimits.nameMax} className={inputClass} />}
          </FormField>
          <FormField id={`${id}-customer-email`} label="Customer e-mail" error={errors.customerEmail?.message}>
            {(aria) => (
              <input
                {...aria}
                type="email"
                {...register("customerEmail")}
                maxLength={shipmentLimits.emailMax}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={`${id}-customer-language`}
            label="Customer's language"
            hint="Their mails and tracking page are in it."
            error={errors.customerLanguage?.message}
          >
            {(aria) => (
              <select {...aria} {...register("customerLanguage")} value={language} className={inputClass}>
                {languages.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code}>
                    {l.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-notifications`} label="E-mail the customer about" error={errors.notifications?.message}>
            {(aria) => (
              <select {...aria} {...register("notifications")} value={notifications} className={inputClass}>
                {notificationChoices.map((choice) => (
                  <option key={choice} value={choice}>
                    {notificationChoiceLabels[choice]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
    </SectionCard>
  );
}
