// The page shell: doctype, phone viewport, inline CSS (no external assets), and the plain error page.

import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#f2f3f5}
main{max-width:42rem;margin:0 auto;padding:0 .75rem 3rem}
header.top{background:#1c1e21;color:#fff;padding:.6rem .75rem}
header.top h1{margin:0;font-size:1.1rem}
header.top nav{display:flex;gap:1rem;flex-wrap:wrap;font-size:.9rem;margin-top:.2rem}
header.top a{color:#cfe3ff}
header.top .signed-in{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center;margin:.3rem 0 0}
header.top .signed-in .small{color:#cfe3ff}
header.top .signed-in .btn{width:auto;min-height:36px;padding:.2rem .7rem;font-size:.85rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
h3{font-size:.95rem;margin:1rem 0 .4rem}
.banner{display:block;padding:.75rem;border-radius:8px;margin:.75rem 0;font-weight:600}
.banner.ok{background:#e3f6e8;border:1px solid #2e8540;color:#1e5a2b}
.banner.error{background:#fde8e8;border:1px solid #c62828;color:#8e1c1c}
.warn{background:#fff3cd;border:3px solid #b26a00;color:#5c3700;padding:.8rem;border-radius:8px;font-weight:700;margin:.75rem 0}
.card{background:#fff;border:1px solid #d8dadf;border-radius:10px;padding:.8rem;margin:.75rem 0}
.meta{font-size:.85rem;color:#5f6368;margin:0 0 .4rem}
.goal{font-weight:700;color:#1c1e21}
.task{margin:.2rem 0 .5rem;font-size:.95rem}
.precheck{margin:.2rem 0 .5rem;padding:.4rem .6rem;border-left:3px solid #b45309;background:#fffbeb}
.precheck-text{margin:0 0 .3rem;font-size:.95rem;white-space:pre-line}
.alike{margin:.2rem 0 .5rem;padding:.4rem .6rem;border-left:3px solid #1565c0;background:#eef4fc}
.alike p{margin:0 0 .3rem;font-size:.95rem}
.mistake{background:#fff;border:1px solid #d8dadf;border-left:4px solid #1565c0;border-radius:10px;padding:.6rem .8rem;margin:.75rem 0}
.mistake p{margin:0 0 .4rem}
.mistake .btn{text-align:left;margin:.4rem 0;overflow-wrap:anywhere}
.draft{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f8fa;border-left:4px solid #8aa4c8;padding:.6rem;margin:.5rem 0;border-radius:4px}
form{margin:.5rem 0 0}
.row{display:flex;gap:.5rem}
.row input{flex:1;min-width:0}
input[type=text],textarea{font:inherit;font-size:16px;padding:.6rem;border:1px solid #b9bdc4;border-radius:8px;width:100%}
textarea{resize:vertical;display:block;margin-bottom:.5rem}
.btn{display:block;font:inherit;font-weight:700;min-height:48px;padding:.6rem 1rem;border-radius:8px;border:0;cursor:pointer;color:#fff;text-align:center}
button.btn{width:100%}
.row .btn{width:auto;flex:0 0 7rem}
.row>span{flex:1;align-self:center}
.btn.undo{background:#6d4c41}
.approve{background:#2e7d32}
.reject{background:#c62828}
.edit{background:#1565c0}
summary{cursor:pointer}
summary.btn{list-style:none;background:#e8eef8;color:#1565c0;border:1px solid #1565c0;margin-top:.5rem}
summary.btn::-webkit-details-marker{display:none}
details[open]>summary.btn{margin-bottom:.5rem}
summary.small{margin-top:.3rem}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:99px;color:#fff}
.badge.approved{background:#2e7d32}.badge.edited{background:#1565c0}.badge.rejected{background:#c62828}
.badge.candidate{background:#b26a00}.badge.active{background:#2e7d32}
.done .draft{border-left-color:#c0c4cc}
.done.rejected .draft{text-decoration:line-through;color:#6b6f76}
.badge.retire{background:#6d4c41}
.card.retire{border-left:4px solid #6d4c41}
.rule-title{font-weight:700;margin:.2rem 0;overflow-wrap:anywhere}
.rule-body{white-space:pre-wrap;overflow-wrap:anywhere;margin:.3rem 0}
.effect{margin:.4rem 0 0}
.btn.secondary{background:#fff;color:#1c1e21;border:1px solid #b9bdc4;font-weight:600}
.nightly{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;margin:.75rem 0}
.nightly button.btn{width:auto;min-height:44px;padding:.4rem .8rem;font-size:.9rem}
.add-rule{margin:1rem 0}
.add-rule form{margin-top:.5rem}
.add-rule button.btn{margin-top:.9rem}
label .small{font-weight:400}
label{display:block;font-weight:600;margin:.6rem 0 .25rem}
.small{font-size:.85rem;color:#5f6368}
.empty{color:#5f6368;font-style:italic}
ul.plain{list-style:none;padding:0;margin:0}
table{border-collapse:collapse;width:100%;font-size:.85rem}
td,th{padding:.25rem .4rem;text-align:right;border-bottom:1px solid #e3e5e8}
td:first-child,th:first-child{text-align:left}
table.people td:first-child{overflow-wrap:anywhere}
tr.bad td{color:#8e1c1c;font-weight:700;background:#fde8e8}
.legend{display:flex;gap:1rem;flex-wrap:wrap;font-size:.85rem;margin:.3rem 0}
.legend i{display:inline-block;width:.8rem;height:.8rem;border-radius:2px;margin-right:.3rem;vertical-align:-1px}
.kpis{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;text-align:center}
.kpis b{display:block;font-size:1.5rem}
svg{display:block;width:100%;height:auto}
`;

export function Layout(props: { title: string; children: Child }) {
  return (
    <>
      {raw('<!doctype html>')}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <link rel="icon" href="data:," />
          <title>{props.title}</title>
          <style>{raw(CSS)}</style>
        </head>
        <body>{props.children}</body>
      </html>
    </>
  );
}

export function errorPage(message: string) {
  return (
    <Layout title="taploop inbox: error">
      <main>
        <p class="banner error" role="alert">
          {message}
        </p>
        <p>
          <a href="/">Back to the inbox</a>
        </p>
      </main>
    </Layout>
  );
}
