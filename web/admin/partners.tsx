/**
 * Partner rules: for each partner app (registered by OAuth dynamic registration) this company's rule
 * — allowed or switched off (with the administrator's reason, kept in the admin audit and never
 * shown to the partner), the only tools it may use, and its own calls per minute. Edits collect and
 * one bar saves them (PUT /admin/v1/companies/:id/partners/:clientId, audited with before and after);
 * removing an app's registration (every grant and token it holds) is a separate, confirmed act.
 */
import { useEffect, useState } from "preact/hooks";
import type { PolicyView } from "../../src/shared/admin-api";
import { ErrorLine } from "../common/error-line";
import { useLatestRequest } from "../common/latest-request";
import { admin, shortTime } from "./api";
import { Checks, toggle } from "./checks";
import { useNavigation, useUnsaved } from "./navigation";
import { draftOf, type Partner, partnersOf, type Registered, type RuleDraft, ruleOf, sameDraft } from "./partner-draft";
import { SaveBar } from "./save-bar";
import { Switch } from "./switch";

const DEFAULT_COMPANY = "demo";

function hostOf(uri: string): string {
  try {
    return new URL(uri).host;
  } catch {
    // A registered URI that does not parse is shown as registered.
    return uri;
  }
}
const hostsOf = (uris: readonly string[]) => [...new Set(uris.map(hostOf))].join(", ");

function PartnerCard(props: {
  partner: Partner;
  draft: RuleDraft;
  changed: boolean;
  tools: readonly string[];
  update: (draft: RuleDraft) => void;
  onRemoved: (message: string) => void;
}) {
  const { partner, draft } = props;
  const [confirming, setConfirming] = useState(false);
  const id = partner.clientId.replace(/[^A-Za-z0-9_-]/g, "");
  async function remove() {
    setConfirming(false);
    const answer = await admin("POST", `/partners/${encodeURIComponent(partner.clientId)}/disable`);
    props.onRemoved(
      answer.ok ? `${partner.name}'s registration was removed; its grants and tokens are revoked.` : answer.message,
    );
  }
  return (
    <li class={`box partner ${props.changed ? "changed" : ""}`}>
      <div class="partner-head">
        <h3 id={`partner-${id}`}>
          {partner.name} {props.changed && <span class="badge">Changed</span>}
        </h3>
        <Switch
          label={`${partner.name} allowed for this company's members`}
          on={draft.enabled}
          onChange={(enabled) => props.update({ ...draft, enabled })}
        />
      </div>
      <p class="hint">
        Client <code>{partner.clientId}</code>
        {partner.registration
          ? ` · access goes to ${hostsOf(partner.registration.redirectUris)}${partner.registration.registeredAt ? ` · registered ${shortTime(partner.registration.registeredAt)}` : ""}`
          : " · registration removed"}
      </p>
      {!draft.enabled && (
        <div>
          <label for={`reason-${id}`}>
            Why it is switched off (kept in the admin audit, never shown to the partner)
          </label>
          <input
            id={`reason-${id}`}
            value={draft.reason}
            maxLength={200}
            onInput={(e) => props.update({ ...draft, reason: e.currentTarget.value })}
          />
        </div>
      )}
      <fieldset class="checks">
        <legend>Tools it may use</legend>
        <label class="inline">
          <input
            type="radio"
            name={`scope-${id}`}
            checked={draft.tools === null}
            onChange={() => props.update({ ...draft, tools: null })}
          />{" "}
          Every tool the member's grant covers
        </label>
        <label class="inline">
          <input
            type="radio"
            name={`scope-${id}`}
            checked={draft.tools !== null}
            onChange={() => props.update({ ...draft, tools: [...props.tools] })}
          />{" "}
          Only these:
        </label>
      </fieldset>
      {draft.tools !== null && (
        <Checks
          legend={`Tools ${partner.name} may use`}
          namePrefix={partner.name}
          all={props.tools}
          chosen={draft.tools}
          onToggle={(tool) =>
            props.update({ ...draft, tools: toggle(draft.tools, props.tools, tool) ?? [...props.tools] })
          }
        />
      )}
      <label for={`rate-${id}`}>Its own calls per minute, across members (empty: none of its own)</label>
      <input
        id={`rate-${id}`}
        class="short"
        inputMode="numeric"
        value={draft.rate}
        onInput={(e) => props.update({ ...draft, rate: e.currentTarget.value })}
      />
      {partner.registration &&
        (!confirming ? (
          <button type="button" class="secondary" onClick={() => setConfirming(true)}>
            Remove {partner.name}'s registration…
          </button>
        ) : (
          <div role="alertdialog" aria-labelledby={`remove-${id}`} class="confirm">
            <p id={`remove-${id}`}>
              Remove {partner.name} everywhere? Every member's grant and token for it stops working now.
            </p>
            <div class="actions">
              <button type="button" class="danger" onClick={() => void remove()}>
                Remove
              </button>
              <button type="button" class="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ))}
    </li>
  );
}

export function PartnersScreen() {
  const { route } = useNavigation();
  const companyId = route.query.get("company") ?? DEFAULT_COMPANY;
  const [partners, setPartners] = useState<Partner[] | null>(null);
  const [tools, setTools] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<Record<string, RuleDraft>>({});
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const request = useLatestRequest();

  const changed = (partners ?? []).filter((p) => {
    const draft = drafts[p.clientId];
    return draft !== undefined && !sameDraft(draft, draftOf(p.rule));
  });
  useUnsaved(changed.length);

  async function load(keep: Record<string, RuleDraft> = {}) {
    const current = request();
    const [registered, policy] = await Promise.all([
      admin<{ partners: Registered[] }>("GET", "/partners"),
      admin<PolicyView>("GET", `/companies/${encodeURIComponent(companyId)}/policy`),
    ]);
    if (!current()) return;
    if (!registered.ok) return setError(registered.message);
    if (!policy.ok) return setError(policy.message);
    setError(null);
    const list = partnersOf(registered.value.partners, policy.value.partners);
    setPartners(list);
    setTools(policy.value.tools.map((t) => t.name));
    setDrafts(Object.fromEntries(list.map((p) => [p.clientId, keep[p.clientId] ?? draftOf(p.rule)])));
  }
  useEffect(() => {
    void load();
  }, [companyId]);

  async function save() {
    setSaving(true);
    const failures: string[] = [];
    const keep: Record<string, RuleDraft> = {};
    for (const partner of changed) {
      const draft = drafts[partner.clientId];
      if (!draft) continue;
      const rule = ruleOf(partner, draft);
      const answer = rule.ok
        ? await admin(
            "PUT",
            `/companies/${encodeURIComponent(companyId)}/partners/${encodeURIComponent(partner.clientId)}`,
            rule.body,
          )
        : { ok: false as const, message: rule.message };
      if (!answer.ok) {
        failures.push(answer.message);
        keep[partner.clientId] = draft;
      }
    }
    const saved = changed.length - failures.length;
    await load(keep);
    setSaving(false);
    setMessage(failures.length > 0 ? failures.join(" ") : `Saved ${saved === 1 ? "1 rule" : `${saved} rules`}.`);
  }

  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Partner rules
      </h2>
      <p class="hint">
        What each partner app may do for the members of company <code>{companyId}</code>. A rule only narrows: a partner
        never gets a tool the member did not grant it or the policy does not offer.
      </p>
      <ErrorLine message={error} />
      {partners?.length === 0 && (
        <p>
          No partner app has registered yet. A partner registers itself (OAuth dynamic registration) before a member can
          connect it.
        </p>
      )}
      {partners && partners.length > 0 && (
        <ul class="partners">
          {partners.map((partner) => {
            const draft = drafts[partner.clientId] ?? draftOf(partner.rule);
            return (
              <PartnerCard
                key={partner.clientId}
                partner={partner}
                draft={draft}
                changed={!sameDraft(draft, draftOf(partner.rule))}
                tools={tools}
                update={(next) => {
                  setMessage(null);
                  setDrafts({ ...drafts, [partner.clientId]: next });
                }}
                onRemoved={(text) => {
                  setMessage(text);
                  void load(drafts);
                }}
              />
            );
          })}
        </ul>
      )}
      <SaveBar
        count={changed.length}
        saving={saving}
        message={message}
        onSave={() => void save()}
        onDiscard={() => {
          setDrafts(Object.fromEntries((partners ?? []).map((p) => [p.clientId, draftOf(p.rule)])));
          setMessage("Changes discarded.");
        }}
      />
    </section>
  );
}
