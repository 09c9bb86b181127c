/**
 * Who is in the conversation shown (GET /chat/:id/participants), so the thread can say who asked
 * what and the group sheet can list them. The list is fetched when the conversation changes, when a
 * turn comes from someone it does not know yet (a new joiner asked), and on demand (the group sheet
 * asks while an invitation of this member's is open, to clear it once it is used).
 */
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { GroupParticipants } from "../../src/client";
import { client } from "../common/client";
import type { Entry } from "./view-model";

export type Participant = GroupParticipants["participants"][number];

export interface ParticipantsView {
  /** Everyone in it, oldest first; empty until known (or for a conversation not started yet). */
  readonly people: readonly Participant[];
  /** The invitations this member made here, as the gateway last said. */
  readonly invites: GroupParticipants["invites"];
  /** A participant's name by handle; null for this member's own turns and for someone not listed. */
  readonly nameOf: (by: string | null) => string | null;
  readonly refresh: () => Promise<void>;
}

export function useParticipants(conversationId: string | null, entries: readonly Entry[]): ParticipantsView {
  const [answer, setAnswer] = useState<GroupParticipants | null>(null);
  const asked = useRef(new Set<string>());
  // The conversation shown now: an answer asked for another one (say, the group just left) that
  // comes back after the change is dropped, so it never puts that list back.
  const shown = useRef(conversationId);
  shown.current = conversationId;

  const refresh = useCallback(async () => {
    if (!conversationId) return;
    const result = await client.group.participants(conversationId);
    if (shown.current !== conversationId) return;
    // A refusal (signed out, left, a conversation not ours) shows no one rather than a stale list.
    setAnswer(result.ok && result.value.conversationId === conversationId ? result.value : null);
  }, [conversationId]);

  useEffect(() => {
    setAnswer(null);
    asked.current = new Set();
    void refresh();
  }, [refresh]);

  // A turn by a handle the list does not name: someone joined since; ask once per handle.
  const people = answer?.participants ?? [];
  const unknown = entries.find(
    (e) => e.kind === "turn" && !e.mine && e.by !== null && !people.some((p) => p.participantId === e.by),
  );
  const unknownBy = unknown?.kind === "turn" ? unknown.by : null;
  useEffect(() => {
    if (unknownBy === null || asked.current.has(unknownBy)) return;
    asked.current.add(unknownBy);
    void refresh();
  }, [unknownBy, refresh]);

  const nameOf = useCallback(
    (by: string | null) => people.find((p) => p.participantId === by && !p.you)?.name ?? null,
    [people],
  );
  return { people, invites: answer?.invites ?? [], nameOf, refresh };
}
