// The AI's Web Worker (src/shell/platform/web_worker.rs; contract in web/README.md):
// its own copy of flickwood.wasm, instantiated without running the game,
// answers the page's AI questions so the page never stops drawing while
// the AI thinks. A message {id, job} (the job's UTF-8 text) gets back
// {id, answer} (the answer's text) or {id, error}; {warm: true} only
// compiles the game's copy, before the first question.
"use strict";

let exportsReady = null;

async function compile() {
    try {
        return await WebAssembly.compileStreaming(fetch("flickwood.wasm"));
    } catch (e) {
        // A server that does not say application/wasm: compile the bytes.
        const bytes = await (await fetch("flickwood.wasm")).arrayBuffer();
        return WebAssembly.compile(bytes);
    }
}

function load() {
    if (!exportsReady) {
        exportsReady = (async () => {
            const module = await compile();
            // Every import the game takes from the page (drawing, sound,
            // storage), as a function doing nothing: the AI calls none.
            const imports = {};
            for (const imp of WebAssembly.Module.imports(module)) {
                if (imp.kind !== "function") throw new Error(`the wasm imports a ${imp.kind} (${imp.module}.${imp.name})`);
                (imports[imp.module] = imports[imp.module] || {})[imp.name] = () => 0;
            }
            const instance = await WebAssembly.instantiate(module, imports);
            return instance.exports;
        })();
    }
    return exportsReady;
}

self.onmessage = async (e) => {
    const { id, job, warm } = e.data;
    if (warm) {
        // Compiled now, before the first question needs it.
        load().catch(() => { exportsReady = null; });
        return;
    }
    try {
        const x = await load();
        const ptr = x.flickwood_worker_job(job.length);
        new Uint8Array(x.memory.buffer, ptr, job.length).set(job);
        const len = x.flickwood_worker_think();
        const at = x.flickwood_worker_answer();
        const answer = new Uint8Array(x.memory.buffer, at, len).slice();
        self.postMessage({ id, answer }, [answer.buffer]);
    } catch (err) {
        // A trap can leave the instance half-way: a new one next time.
        exportsReady = null;
        self.postMessage({ id, error: String((err && err.message) || err) });
    }
};
