const ORIGIN_SOURCE = /^[a-z][a-z0-9+.-]*:\/\/[^\s;,'"]+$/i

/** Origins that can stand in a CSP source list as they are (a malformed entry is left out, never pasted in). */
function cspSources(origins: string[]): string {
  return origins.filter((origin) => ORIGIN_SOURCE.test(origin)).join(' ')
}

/**
 * The frame page's CSP: only its own script, style and API, the RPC origins, and only the project's
 * allowed origins may embed it (frame-ancestors; 'none' when the project allows none).
 */
export function framePageCsp(parameters: { allowedOrigins: string[]; rpcOrigins: string[] }): string {
  const ancestors = cspSources(parameters.allowedOrigins) || "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${cspSources(parameters.rpcOrigins)}`.trim(),
    // The dapp's icon (SYNC_DAPP_DATA): https anywhere, or on one of the project's own origins.
    `img-src 'self' data: https: ${cspSources(parameters.allowedOrigins)}`.trim(),
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The frame page: its script, and the approval panel it fills for unsafe methods (text only). */
export const FRAME_PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>walletdock secure site</title>
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/frame.js"></script>
</head><body>
<section id="approval" hidden aria-live="polite">
<h1 id="approval-title">Approve request</h1>
<p id="approval-dapp" hidden><img id="approval-dapp-icon" alt="" width="16" height="16" hidden><span id="approval-dapp-name"></span></p>
<p id="approval-origin"></p>
<pre id="approval-details"></pre>
<div id="remember" hidden><button id="remember-allow" type="button">Allow the secure wallet to remember this device</button><p id="remember-status" role="status"></p></div>
<div id="approval-warning" role="alert" hidden><p id="approval-warning-text"></p><label><input id="approval-confirm" type="checkbox"> I accept this fee</label></div>
<div class="actions"><button id="approval-reject" type="button">Reject</button><button id="approval-approve" type="button" disabled>Approve</button></div>
<p id="approval-status" role="status"></p>
<button id="approval-window" type="button" hidden>Approve in a secure window</button>
</section>
</body></html>
`

export const FRAME_PAGE_CSS = `html,body{margin:0;background:transparent;font-size:14px;font-family:var(--panel-font,system-ui,sans-serif);color:#141414}
#approval{box-sizing:border-box;background:#fff;border-radius:var(--panel-radius,16px);padding:10px 14px;height:100vh;display:flex;flex-direction:column;gap:5px}#approval[hidden]{display:none}#approval>*{flex:none;margin:0}
#approval h1{font-size:15px}#approval-origin{font-size:12px}#approval-dapp{display:flex;align-items:center;gap:6px;font-size:12px;font-weight:600}#approval-dapp[hidden],#approval-dapp img[hidden]{display:none}#approval-dapp img{border-radius:4px}
#approval pre{white-space:pre-wrap;word-break:break-all;background:#f3f3f3;border-radius:8px;padding:6px 8px;flex:1 1 auto;min-height:28px;overflow:auto;font-size:12px}
.actions{display:flex;gap:8px}.actions button{flex:1;font:inherit;padding:10px;border-radius:12px;border:1px solid #ccc;background:#fff}
#remember{margin:0}#remember button{width:100%;font:inherit;font-size:12px;padding:4px;border-radius:12px;border:1px dashed #888;background:transparent;color:inherit}#remember p{margin:6px 0 0;font-size:12px}
#approval-approve{background:var(--panel-accent,#3b82f6);color:#fff;border-color:var(--panel-accent,#3b82f6)}#approval-approve:disabled{background:#9ca3af;border-color:#9ca3af}
#approval-warning{padding:4px 8px;border-radius:8px;border:1px solid #dc2626;color:#dc2626;font-weight:600;font-size:12px}#approval-warning p{margin:0 0 2px}
#approval-status{font-size:12px}#approval-status:empty{display:none}#approval-window{width:100%;font:inherit;padding:8px;border-radius:12px;border:1px solid #3b82f6;background:transparent;color:inherit}
@media (prefers-color-scheme: dark){html:not([data-theme=light]) #approval{background:#1c1c1c;color:#eee}html:not([data-theme=light]) #approval pre{background:#2a2a2a}}
html[data-theme=dark] #approval{background:#1c1c1c;color:#eee}html[data-theme=dark] #approval pre{background:#2a2a2a}html[data-theme=dark] .actions button:not(#approval-approve){background:#2a2a2a;color:#eee;border-color:#444}
`
