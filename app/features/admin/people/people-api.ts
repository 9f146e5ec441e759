import { useMutation } from "@tanstack/react-query";
import type { ApiData } from "#contracts/api/responses";
import type { ErasureCounts, PersonCorrectRequest, PersonEraseRequest, PersonRecords } from "#contracts/api/people";
import { apiRequest } from "../shared/api-client";
import { downloadFile } from "../shared/download";

/**
 * Data-subject requests (POST /api/staff/people/…). Each call is a mutation, not a cached query: the
 * address is personal data and travels only in a request body, and every call is recorded in the audit trail.
 */
export function useFindPerson() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<ApiData<PersonRecords>>("/staff/people/lookup", { method: "POST", json: { email } }).then((r) => r.data),
  });
}

export function useCorrectPerson() {
  return useMutation({
    mutationFn: (request: PersonCorrectRequest) =>
      apiRequest<ApiData<PersonRecords>>("/staff/people/correct", { method: "POST", json: request }).then((r) => r.data),
  });
}

export function useErasePerson() {
  return useMutation({
    mutationFn: (request: PersonEraseRequest) =>
      apiRequest<ApiData<ErasureCounts>>("/staff/people/erase", { method: "POST", json: request }).then((r) => r.data),
  });
}

/** Saves the JSON file for the person. */
export function exportPerson(email: string) {
  return downloadFile("/staff/people/export", "personal-data.json", undefined, { method: "POST", json: { email } });
}
