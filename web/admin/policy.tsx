/**
 * A company's policy: the kill switch (at once, behind a confirmation), the company's budget, rate
 * and channels, and every tool grouped by family with its switch and narrowed roles and channels.
 * Edits collect in a draft; one bar saves them all ("Save 3 changes"), each as its admin call, which
 * the server records in the admin audit. Unsaved edits hold back any move away (navigation.tsx).
 */
import { useEffect, useState } from "preact/hooks";
import type { PolicyView } from "../../src/shared/admin-api";
import { CHANNELS, ROLES } from "../../src/shared/auth-context";
import { ErrorLine } from "../common/error-line";
import { useLatestRequest } from "../common/latest-request";
import { admin } from "./api";
import { Checks, toggle } from "./checks";
import { useNavigation, useUnsaved } from "./navigation";
import {
  byFamily,
  changeCount,
  companyChanged,
  type Draft,
  draftOf,
  familyLabel,
  type ToolRow,
  toolChanged,
  wholeNumber,
} from "./policy-draft";
import { hrefOf } from "./router";
import { SaveBar } from "./save-bar";
import { Switch } from "./switch";
import { useUrlState } from "./url-state";

const DEFAULT_COMPANY = "demo";
const companyPath = (id: string) => `/companies/${encodeURIComponent(id)}`;

/** Each change as its admin call; the first refusal's message, or null when all were saved. */
async function saveChanges(draft: Draft, loaded: PolicyView): Promise<string | null> {
  const failures: string[] = [];
  if (companyChanged(draft.company, loaded)) {
    const dailyCallBudget = wholeNumber(draft.company.dailyCallBudget);
    const callsPerMinute = wholeNumber(draft.company.callsPerMinute);
    if (dailyCallBudget === null || callsPerMinute === null) {
      failures.push("The budget and the rate are whole numbers (0 or more).");
    } else {
      const answer = await admin("PUT", `${companyPath(loaded.companyId)}/policy`, {
        dailyCallBudget,
        callsPerMinute,
        channels: draft.company.channels,
        killSwitch: loaded.killSwitch,
      });
      if (!answer.ok) failures.push(`Company settings: ${answer.message}`);
    }
  }
  for (const tool of draft.tools.filter((t) => toolChanged(t, loaded))) {
    const answer = await admin("PUT", `${companyPath(loaded.companyId)}/tools/${encodeURIComponent(tool.name)}`, {
      enabled: tool.enabled,
      roles: tool.roles,
      channels: tool.channels,
    });
    if (!answer.ok) failures.push(`${tool.name}: ${answer.message}`);
  }
  return failures.length === 0 ? null : failures.join(" ");
}

function KillSwitch(props: { policy: PolicyView; onChanged: (on: boolean, message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const on = props.policy.killSwitch;
  async function set(next: boolean) {
    setConfirming(false);
    const answer = await admin("POST", `${companyPath(props.policy.companyId)}/kill-switch`, { on: next });
    props.onChanged(
      answer.ok ? next : on,
      answer.ok ? (next ? "Kill switch on: no tool runs." : "Kill switch off.") : answer.message,
    );
  }
  return (
    <section class={`box kill ${on ? "on" : ""}`} aria-labelledby="kill-title">
      <h3 id="kill-title">Kill switch</h3>
      <p>
        <strong>{on ? "On — no tool runs for this company." : "Off — tools run as the policy below says."}</strong>
      </p>
      {!confirming ? (
        <button type="button" class={on ? "secondary" : "danger"} onClick={() => setConfirming(true)}>
          {on ? "Release the kill switch" : "Pull the kill switch"}
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby="kill-confirm" class="confirm">
          <p id="kill-confirm">
            {on ? "Let tools run again for this company?" : "Stop every tool call for this company now?"}
          </p>
          <div class="actions">
            <button type="button" class="danger" onClick={() => void set(!on)}>
              Confirm
            </button>
            <button type="button" class="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function CompanySettings(props: { draft: Draft; changed: boolean; update: (company: Draft["company"]) => void }) {
  const company = props.draft.company;
  return (
    <section class="box" aria-labelledby="company-title">
      <h3 id="company-title">Company settings {props.changed && <span class="badge">Changed</span>}</h3>
      <div class="grid-form">
        <div>
          <label for="daily-budget">Daily call budget (per person)</label>
          <input
            id="daily-budget"
            inputMode="numeric"
            value={company.dailyCallBudget}
            onInput={(e) => props.update({ ...company, dailyCallBudget: e.currentTarget.value })}
          />
        </div>
        <div>
          <label for="per-minute">Calls per minute (per person)</label>
          <input
            id="per-minute"
            inputMode="numeric"
            value={company.callsPerMinute}
            onInput={(e) => props.update({ ...company, callsPerMinute: e.currentTarget.value })}
          />
        </div>
        <Checks
          legend="Channels allowed"
          all={CHANNELS}
          chosen={company.channels}
          onToggle={(c) =>
            props.update({ ...company, channels: toggle(company.channels, CHANNELS, c) ?? [...CHANNELS] })
          }
        />
      </div>
    </section>
  );
}

const narrowing = (list: readonly string[] | null) => (list === null ? "all" : list.join(", ") || "none");

function ToolLine(props: { tool: ToolRow; changed: boolean; update: (patch: Partial<ToolRow>) => void }) {
  const { tool } = props;
  return (
    <li class={`tool-line ${props.changed ? "changed" : ""}`}>
      <div class="tool-name">
        <code>{tool.name}</code>
        {props.changed && <span class="badge">Changed</span>}
      </div>
      <Switch label={`${tool.name} enabled`} on={tool.enabled} onChange={(enabled) => props.update({ enabled })} />
      <details class="narrow">
        <summary>
          Roles: {narrowing(tool.roles)} · Channels: {narrowing(tool.channels)}
          <span class="visually-hidden"> for {tool.name}</span>
        </summary>
        <Checks
          legend="Roles (narrowing only)"
          namePrefix={`${tool.name} role`}
          all={ROLES}
          chosen={tool.roles}
          onToggle={(r) => props.update({ roles: toggle(tool.roles, ROLES, r) })}
        />
        <Checks
          legend="Channels (narrowing only)"
          namePrefix={`${tool.name} channel`}
          all={CHANNELS}
          chosen={tool.channels}
          onToggle={(c) => props.update({ channels: toggle(tool.channels, CHANNELS, c) })}
        />
      </details>
    </li>
  );
}

export function PolicyScreen() {
  const { route, navigate } = useNavigation();
  const companyId = route.query.get("company") ?? DEFAULT_COMPANY;
  const [companyField, setCompanyField] = useUrlState(companyId, () => companyId);
  const [loaded, setLoaded] = useState<PolicyView | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const request = useLatestRequest();
  const count = loaded && draft ? changeCount(draft, loaded) : 0;
  useUnsaved(count);

  async function load(keepTools: readonly ToolRow[] = []) {
    const current = request();
    const answer = await admin<PolicyView>("GET", `${companyPath(companyId)}/policy`);
    if (!current()) return;
    if (!answer.ok) {
      setLoaded(null);
      setDraft(null);
      return setError(answer.message);
    }
    setError(null);
    setLoaded(answer.value);
    const fresh = draftOf(answer.value);
    // Edits a save could not write stay in the draft, still marked as changes.
    setDraft({ ...fresh, tools: fresh.tools.map((t) => keepTools.find((k) => k.name === t.name) ?? t) });
  }
  useEffect(() => {
    void load();
  }, [companyId]);

  async function save() {
    if (!loaded || !draft) return;
    setSaving(true);
    const failure = await saveChanges(draft, loaded);
    const unsavedTools = failure ? draft.tools.filter((t) => toolChanged(t, loaded)) : [];
    const saved = count;
    await load(unsavedTools);
    setSaving(false);
    setMessage(failure ?? `Saved ${saved === 1 ? "1 change" : `${saved} changes`}.`);
  }

  const updateTool = (name: string, patch: Partial<ToolRow>) => {
    if (!draft) return;
    setMessage(null);
    setDraft({ ...draft, tools: draft.tools.map((t) => (t.name === name ? { ...t, ...patch } : t)) });
  };

  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Company policy
      </h2>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(hrefOf("policy", { company: companyField.trim() === DEFAULT_COMPANY ? null : companyField.trim() }));
        }}
      >
        <label for="company-id">Company</label>
        <input id="company-id" value={companyField} onInput={(e) => setCompanyField(e.currentTarget.value)} />
        <button type="submit" class="secondary">
          Load policy
        </button>
      </form>
      <ErrorLine message={error} />
      {loaded && draft && (
        <>
          <div class="policy-top">
            <KillSwitch
              policy={loaded}
              onChanged={(on, text) => {
                setLoaded({ ...loaded, killSwitch: on });
                setMessage(text);
              }}
            />
            <CompanySettings
              draft={draft}
              changed={companyChanged(draft.company, loaded)}
              update={(company) => {
                setMessage(null);
                setDraft({ ...draft, company });
              }}
            />
          </div>
          <div class="families">
            {byFamily(draft.tools).map(([family, tools]) => (
              <section key={family} class="box family" aria-labelledby={`family-${family}`}>
                <h3 id={`family-${family}`}>{familyLabel(family)}</h3>
                <ul class="tool-lines">
                  {tools.map((tool) => (
                    <ToolLine
                      key={tool.name}
                      tool={tool}
                      changed={toolChanged(tool, loaded)}
                      update={(patch) => updateTool(tool.name, patch)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <SaveBar
            count={count}
            saving={saving}
            message={message}
            onSave={() => void save()}
            onDiscard={() => {
              setDraft(draftOf(loaded));
              setMessage("Changes discarded.");
            }}
          />
        </>
      )}
    </section>
  );
}
