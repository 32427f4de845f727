// The in-report player: mGBA (WebAssembly) on a canvas, driven by the keyboard or the on-screen
// buttons, with sound, save states kept in the browser (IndexedDB) and fullscreen.
// Loaded by report.html only when the page is cross-origin isolated (`romsmith play OUT`).
import mGBA from "./mgba.js";

// [keyboard key as SDL names it, GBA button]
const KEY_MAP = [
  ["Up", "Up"], ["Down", "Down"], ["Left", "Left"], ["Right", "Right"],
  ["X", "A"], ["Z", "B"], ["A", "L"], ["S", "R"], ["Return", "Start"], ["Backspace", "Select"],
];
const KEY_HELP = "Arrows move · X = A · Z = B · A = L · S = R · Enter = START · Backspace = SELECT";
const STATE_SLOT = 1;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function layout(section) {
  document.head.append(el("link", { rel: "stylesheet", href: new URL("player.css", import.meta.url).href }));
  const canvas = el("canvas", { id: "play-canvas", width: 240, height: 160, tabindex: 0, "aria-label": "game screen" });
  const pad = (name, label = name) => el("button", { type: "button", class: `pad pad-${name.toLowerCase()}`, "data-button": name }, label);
  const tool = (action, label) => el("button", { type: "button", class: "tool", "data-action": action }, label);
  const box = el("div", { class: "play-box" },
    el("div", { class: "play-screen" }, canvas),
    el("div", { class: "play-pad" },
      el("div", { class: "dpad" }, pad("Up", "▲"), pad("Left", "◀"), pad("Right", "▶"), pad("Down", "▼")),
      el("div", { class: "middle" }, el("div", { class: "shoulders" }, pad("L"), pad("R")),
        el("div", { class: "menu" }, pad("Select", "SELECT"), pad("Start", "START"))),
      el("div", { class: "ab" }, pad("B"), pad("A"))),
    el("div", { class: "play-bar" },
      tool("pause", "Pause"), tool("sound", "Sound off"), tool("save", "Save"), tool("load", "Load"),
      tool("restart", "Restart"), tool("fullscreen", "Fullscreen")),
    el("p", { class: "play-keys" }, "Keys: " + KEY_HELP),
  );
  const status = section.querySelector(".play-status");
  status.classList.remove("play-offline");
  status.textContent = "Starting the emulator…";
  section.append(box);
  const credit = el("p", { class: "play-credit" }, "Emulator: mGBA compiled to WebAssembly (@thenick775/mgba-wasm 2.5.1, ",
    el("a", { href: "/_romsmith/player/MPL-2.0.txt" }, "MPL-2.0"), ").");
  section.append(credit);
  return { canvas, box, status };
}

function bindPad(box, emulator) {
  for (const button of box.querySelectorAll("[data-button]")) {
    const name = button.dataset.button;
    const release = () => { if (button.classList.contains("held")) { button.classList.remove("held"); emulator.buttonUnpress(name); } };
    button.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      button.setPointerCapture(event.pointerId);
      button.classList.add("held");
      emulator.buttonPress(name);
    });
    for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) button.addEventListener(type, release);
    button.addEventListener("contextmenu", (event) => event.preventDefault());
  }
}

function stateFile(emulator, romName, slot = STATE_SLOT) {
  const base = romName.replace(/\.gba$/, "");
  return `${emulator.filePaths().saveStatePath}/${base}.ss${slot}`;
}

// Why the player reaches the emulator only at the end of a frame (the page froze on Save):
// the game writes its battery save from the emulator's thread at the end of a frame (mGBA's
// GBAFrameEnded flushes the save file before it calls the frame-end callbacks), and mgba-wasm
// ends that write with fsync, which it hands to this page's thread, where it waits for an
// IndexedDB sync, that is, for this page's event loop. mgba-wasm's saveState, loadState,
// quickReload and pauseGame stop the emulator's thread from this page's thread by spinning inside
// one call until that thread answers; the spin runs what other threads hand over (so the fsync
// starts) but never the event loop (so it never ends). Clicked during the game's save write, each
// left the emulator's thread waiting for the page and the page for the emulator's thread.
// So the player acts in the videoFrameEnded callback, which runs on this page's thread while the
// emulator's thread waits for it, after that frame's save write and before the next one: Save,
// Load and Restart (loading the state of the first frame, the battery save left as it is) use
// saveStateSlot/loadStateSlot there, which do not stop the thread (it waits already). Pause must
// stop the thread with pauseGame: it starts right after the callback, while the game has a whole
// frame to run before its next save write (mgba-wasm offers no pause that does not spin).
// While paused the thread waits outside any frame: actions run at once.
const SAVESTATE_ALL = 31;  // mGBA's flags: picture, battery save, cheats, clock, metadata (as saveState)
const RESTART_FLAGS = 28;  // cheats, clock, metadata: not the picture, and not the battery save
const RESTART_SLOT = 0;
const START_TRIES = 10;  // frames in which the restart state may be taken

function syncing(emulator) {
  // FS.syncfs one at a time (emscripten warns on the console when two overlap): a call made while
  // one runs is answered by the next, which starts when that one ends and copies what changed since
  let running = null;
  let next = null;
  const sync = () => {
    if (!running) {
      running = emulator.FSSync().finally(() => { running = null; });
      return running;
    }
    next ??= running.catch(() => {}).then(() => { next = null; return sync(); });
    return next;
  };
  return sync;
}

function frameEnds(emulator, romName, sync) {
  const waiting = [];
  const core = { frames: 0, paused: false, start: null };
  const startFile = stateFile(emulator, romName, RESTART_SLOT);
  emulator.addCoreCallbacks({
    videoFrameEndedCallback: () => {
      core.frames += 1;
      // the state Restart returns to, taken at the first frame (tried again for a few frames if
      // that fails, rather than leaving Restart without it for the session)
      if (!core.start && core.frames <= START_TRIES && emulator.saveStateSlot(RESTART_SLOT, RESTART_FLAGS)) {
        core.start = emulator.FS.readFile(startFile);  // kept here, not in the browser's storage
        emulator.FS.unlink(startFile);
      }
      if (waiting.length) for (const job of waiting.splice(0)) job();
    },
    saveDataUpdatedCallback: () => { sync(); },
  });
  const settle = (job, resolve, reject) => { try { resolve(job()); } catch (error) { reject(error); } };
  // `job` runs while the emulator's thread waits for this page (saveStateSlot, loadStateSlot)
  core.during = (job) => new Promise((resolve, reject) => {
    if (core.paused) settle(job, resolve, reject);
    else waiting.push(() => settle(job, resolve, reject));
  });
  // `job` stops the emulator's thread itself (pauseGame): right after a frame end
  core.after = (job) => new Promise((resolve, reject) => {
    if (core.paused) settle(job, resolve, reject);
    else waiting.push(() => queueMicrotask(() => settle(job, resolve, reject)));
  });
  core.restart = () => core.during(() => {
    if (!core.start) return false;
    emulator.FS.writeFile(startFile, core.start);
    try {
      return emulator.loadStateSlot(RESTART_SLOT, RESTART_FLAGS);
    } finally {
      emulator.FS.unlink(startFile);
    }
  });
  return core;
}

function bindTools(section, box, emulator, core, sync, romName, say) {
  const button = (action) => box.querySelector(`[data-action=${action}]`);
  const hasState = () => emulator.FS.analyzePath(stateFile(emulator, romName)).exists;
  button("load").disabled = !hasState();
  let muted = false;
  // what reaches the emulator's thread runs one at a time, in the order clicked
  const queued = {
    async pause() {
      if (core.paused) {
        emulator.resumeGame();  // a paused thread waits outside any frame: nothing to wait for
        core.paused = false;
      } else {
        await core.after(() => emulator.pauseGame());
        core.paused = true;
      }
      button("pause").textContent = core.paused ? "Resume" : "Pause";
      section.dataset.state = core.paused ? "paused" : "running";
    },
    async save() {
      say("Saving…");
      if (!(await core.during(() => emulator.saveStateSlot(STATE_SLOT, SAVESTATE_ALL)))) return say("Saving failed.");
      await sync();  // into IndexedDB: the save outlives the page
      button("load").disabled = false;
      say("Saved in this browser.");
    },
    async load() {
      const loaded = await core.during(() => emulator.loadStateSlot(STATE_SLOT, SAVESTATE_ALL));
      say(loaded ? "Loaded the saved game." : "Loading failed.");
    },
    async restart() {
      say((await core.restart()) ? "Restarted." : "Restarting failed.");
    },
  };
  // what does not, at once: a Save waiting on the browser's storage must not hold up the sound,
  // and the browser grants fullscreen only within the click that asks for it
  const immediate = {
    sound() {
      muted = !muted;
      emulator.setVolume(muted ? 0 : 1);
      button("sound").textContent = muted ? "Sound on" : "Sound off";
    },
    fullscreen() {
      return document.fullscreenElement ? document.exitFullscreen() : box.requestFullscreen();
    },
  };
  const failed = (action) => (error) => { console.error(error); say(`${action} failed: ${error.message}`); };
  let queue = Promise.resolve();
  for (const [action, run] of Object.entries(queued)) {
    button(action).addEventListener("click", () => { queue = queue.then(run).catch(failed(action)); });
  }
  for (const [action, run] of Object.entries(immediate)) {
    button(action).addEventListener("click", () => {
      try {
        Promise.resolve(run()).catch(failed(action));
      } catch (error) {
        failed(action)(error);
      }
    });
  }
}

function startAudioOnGesture(emulator) {
  // browsers start audio only after a user gesture on the page; the core makes its AudioContext
  // when the game opens its sound output, so it is looked up at each gesture
  const resume = () => {
    const context = emulator.SDL2?.audioContext;
    if (context && context.state !== "running") context.resume();
  };
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, resume, { capture: true });
}

export async function start(section) {
  section.dataset.state = "loading";
  const { canvas, box, status } = layout(section);
  const say = (text) => { status.textContent = text; };
  const response = await fetch(section.dataset.rom, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${section.dataset.rom}: HTTP ${response.status}`);
  const rom = new Uint8Array(await response.arrayBuffer());
  const emulator = await mGBA({ canvas });
  await emulator.FSInit();  // mounts the IndexedDB-backed folders and reads what was saved there
  emulator.setCoreSettings({ autoSaveStateEnable: false, restoreAutoSaveStateOnLoad: false });
  const romName = section.dataset.saveName;
  const romPath = `${emulator.filePaths().gamePath}/${romName}`;
  emulator.FS.writeFile(romPath, rom);
  for (const [key, button] of KEY_MAP) emulator.bindKey(key, button);
  if (!emulator.loadGame(romPath)) throw new Error("mGBA could not load the ROM");
  const sync = syncing(emulator);
  const core = frameEnds(emulator, romName, sync);
  setInterval(() => {  // what the page shows of the running core (tests read these)
    section.dataset.frames = String(core.frames);
    section.dataset.audio = emulator.SDL2?.audioContext?.state ?? "none";
  }, 250);
  bindPad(box, emulator);
  bindTools(section, box, emulator, core, sync, romName, say);
  startAudioOnGesture(emulator);
  section.dataset.state = "running";
  say("Running. Click the screen or use the buttons; sound starts with your first key or click.");
  canvas.focus();
  return emulator;
}
