/**
 * A company's policy: each tool's switch and its narrowed roles and channels, the channel
 * allowlist, the daily budget and per-minute rate, and the kill switch behind a confirmation.
 * Every change is one admin call, which the server records in the admin audit.
 */
import { useEffect, useState } from "preact/hooks";
import { CHANNELS, type Channel, ROLES, type Role } from "../../src/shared/auth-context";
import { admin } from "./api";
import { type Column, DataTable } from "./data-table";

interface ToolRow {
  name: string;
  enabled: boolean;
  roles: Role[] | null;
  channels: Channel[] | null;
}
interface Policy {
  companyId: string;
  killSwitch: boolean;
  dailyCallBudget: number;
  callsPerMinute: number;
  channels: Channel[];
  tools: ToolRow[];
}

function toggle<T>(list: readonly T[] | null, all: readonly T[], item: T): T[] | null {
  const current = list ?? [...all];
  const next = current.includes(item) ? current.filter((x) => x !== item) : [...current, item];
  // Every value ticked means "no narrowing" (null), as the server stores it.
  return all.every((x) => next.includes(x)) ? null : next;
}

function Checks<T extends string>(props: {
  legend: string;
  all: readonly T[];
  chosen: readonly T[] | null;
  onToggle: (item: T) => void;
  /** Says whose box it is when the same boxes repeat row after row ("get_plan_details role member"). */
  namePrefix?: string;
}) {
  return (
    <fieldset class="checks">
      <legend>{props.legend}</legend>
      {props.all.map((item) => (
        <label key={item} class="inline">
          <input
            type="checkbox"
            aria-label={props.namePrefix ? `${props.namePrefix} ${item}` : undefined}
            checked={(props.chosen ?? props.all).includes(item)}
            onChange={() => props.onToggle(item)}
          />{" "}
          {item}
        </label>
      ))}
    </fieldset>
  );
}

/** The tools table's columns: the switch, the narrowing boxes and the row's own save. */
function toolColumns(
  updateTool: (name: string, patch: Partial<ToolRow>) => void,
  saveTool: (tool: ToolRow) => void,
  unsaved: (tool: ToolRow) => boolean,
): Column<ToolRow>[] {
  return [
    { header: "Tool", cell: (tool) => tool.name, rowHeader: true },
    {
      header: "On",
      cell: (tool) => (
        <input
          type="checkbox"
          role="switch"
          aria-checked={tool.enabled}
          aria-label={`${tool.name} enabled`}
          checked={tool.enabled}
          onChange={(e) => updateTool(tool.name, { enabled: e.currentTarget.checked })}
        />
      ),
    },
    {
      header: "Roles and channels (narrowing only)",
      cell: (tool) => (
        <>
          <Checks
            legend="Roles"
            namePrefix={`${tool.name} role`}
            all={ROLES}
            chosen={tool.roles}
            onToggle={(r) => updateTool(tool.name, { roles: toggle(tool.roles, ROLES, r) })}
          />
          <Checks
            legend="Channels"
            namePrefix={`${tool.name} channel`}
            all={CHANNELS}
            chosen={tool.channels}
            onToggle={(c) => updateTool(tool.name, { channels: toggle(tool.channels, CHANNELS, c) })}
          />
        </>
      ),
    },
    {
      header: "Save",
      cell: (tool) => (
        <>
          <button type="button" aria-label={`Save ${tool.name}`} onClick={() => saveTool(tool)}>
            Save
          </button>
          {unsaved(tool) && <span class="unsaved">Not saved yet</span>}
        </>
      ),
    },
  ];
}

export function PolicyScreen() {
  const [companyId, setCompanyId] = useState("demo");
  const [policy, setPolicy] = useState<Policy | null>(null);
  /** The policy as the server last answered it: a row that differs has changes not saved yet. */
  const [loaded, setLoaded] = useState<Policy | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirmKill, setConfirmKill] = useState(false);

  async function load(id = companyId) {
    const answer = await admin<Policy>("GET", `/companies/${encodeURIComponent(id)}/policy`);
    if (!answer.ok) {
      setPolicy(null);
      setLoaded(null);
      return setMessage(answer.message);
    }
    setPolicy(answer.value);
    setLoaded(answer.value);
  }
  useEffect(() => {
    void load();
  }, []);

  async function saveTool(tool: ToolRow) {
    if (!policy) return;
    const answer = await admin("PUT", `/companies/${encodeURIComponent(policy.companyId)}/tools/${tool.name}`, {
      enabled: tool.enabled,
      roles: tool.roles,
      channels: tool.channels,
    });
    setMessage(answer.ok ? `Saved ${tool.name}.` : answer.message);
    await load(policy.companyId);
  }

  async function saveCompany(event: Event) {
    event.preventDefault();
    if (!policy) return;
    const { dailyCallBudget, callsPerMinute, channels } = policy;
    const answer = await admin("PUT", `/companies/${encodeURIComponent(policy.companyId)}/policy`, {
      dailyCallBudget,
      callsPerMinute,
      channels,
      killSwitch: policy.killSwitch,
    });
    setMessage(answer.ok ? "Saved the company policy." : answer.message);
    await load(policy.companyId);
  }

  async function setKillSwitch(on: boolean) {
    if (!policy) return;
    setConfirmKill(false);
    const answer = await admin("POST", `/companies/${encodeURIComponent(policy.companyId)}/kill-switch`, { on });
    setMessage(answer.ok ? (on ? "Kill switch on: no tool runs." : "Kill switch off.") : answer.message);
    await load(policy.companyId);
  }

  const update = (patch: Partial<Policy>) => policy && setPolicy({ ...policy, ...patch });
  const updateTool = (name: string, patch: Partial<ToolRow>) =>
    policy && setPolicy({ ...policy, tools: policy.tools.map((t) => (t.name === name ? { ...t, ...patch } : t)) });

  return (
    <section aria-labelledby="policy-title" class="panel">
      <h2 id="policy-title">Company policy</h2>
      <form
        class="grid-form"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <div>
          <label for="company-id">Company</label>
          <input id="company-id" value={companyId} onInput={(e) => setCompanyId(e.currentTarget.value)} />
        </div>
        <button type="submit">Load policy</button>
      </form>
      {policy && (
        <>
          <div class="kill">
            <p>
              Kill switch: <strong>{policy.killSwitch ? "on — no tool runs" : "off"}</strong>
            </p>
            {!confirmKill ? (
              <button
                type="button"
                class={policy.killSwitch ? "secondary" : "danger"}
                onClick={() => setConfirmKill(true)}
              >
                {policy.killSwitch ? "Release the kill switch" : "Pull the kill switch"}
              </button>
            ) : (
              <div role="alertdialog" aria-labelledby="kill-confirm" class="card">
                <p id="kill-confirm">
                  {policy.killSwitch
                    ? "Let tools run again for this company?"
                    : "Stop every tool call for this company now?"}
                </p>
                <div class="actions">
                  <button type="button" class="danger" onClick={() => void setKillSwitch(!policy.killSwitch)}>
                    Confirm
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirmKill(false)}>
                    Cancel
                  </button>
                </div>
              </div>
            )}
          </div>
          <form class="grid-form" onSubmit={saveCompany}>
            <div>
              <label for="daily-budget">Daily call budget</label>
              <input
                id="daily-budget"
                type="number"
                min={0}
                value={policy.dailyCallBudget}
                onInput={(e) => update({ dailyCallBudget: Number(e.currentTarget.value) })}
              />
            </div>
            <div>
              <label for="per-minute">Calls per minute</label>
              <input
                id="per-minute"
                type="number"
                min={0}
                value={policy.callsPerMinute}
                onInput={(e) => update({ callsPerMinute: Number(e.currentTarget.value) })}
              />
            </div>
            <Checks
              legend="Channels allowed"
              all={CHANNELS}
              chosen={policy.channels}
              onToggle={(c) => update({ channels: toggle(policy.channels, CHANNELS, c) ?? [...CHANNELS] })}
            />
            <button type="submit">Save company policy</button>
          </form>
          <DataTable
            label="Tools"
            columns={toolColumns(
              updateTool,
              (tool) => void saveTool(tool),
              (tool) => JSON.stringify(tool) !== JSON.stringify(loaded?.tools.find((t) => t.name === tool.name)),
            )}
            rows={policy.tools}
            rowKey={(tool) => tool.name}
          />
        </>
      )}
      {message && (
        <p role="status" class="sticky-status">
          {message}
        </p>
      )}
    </section>
  );
}
