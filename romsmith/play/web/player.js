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

function stateFile(emulator, romName) {
  const base = romName.replace(/\.gba$/, "");
  return `${emulator.filePaths().saveStatePath}/${base}.ss${STATE_SLOT}`;
}

function bindTools(section, box, emulator, romName, say) {
  const button = (action) => box.querySelector(`[data-action=${action}]`);
  const hasState = () => emulator.FS.analyzePath(stateFile(emulator, romName)).exists;
  button("load").disabled = !hasState();
  let paused = false;
  let muted = false;
  const actions = {
    pause() {
      paused = !paused;
      paused ? emulator.pauseGame() : emulator.resumeGame();
      button("pause").textContent = paused ? "Resume" : "Pause";
      section.dataset.state = paused ? "paused" : "running";
    },
    sound() {
      muted = !muted;
      emulator.setVolume(muted ? 0 : 1);
      button("sound").textContent = muted ? "Sound on" : "Sound off";
    },
    async save() {
      if (!emulator.saveState(STATE_SLOT)) return say("Saving failed.");
      await emulator.FSSync();  // into IndexedDB: the save outlives the page
      button("load").disabled = false;
      say("Saved in this browser.");
    },
    load() {
      say(emulator.loadState(STATE_SLOT) ? "Loaded the saved game." : "Loading failed.");
    },
    restart() {
      emulator.quickReload();
      say("Restarted.");
    },
    fullscreen() {
      document.fullscreenElement ? document.exitFullscreen() : box.requestFullscreen();
    },
  };
  for (const [action, run] of Object.entries(actions)) button(action).addEventListener("click", run);
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
  let frames = 0;
  emulator.addCoreCallbacks({
    videoFrameEndedCallback: () => { frames += 1; },
    saveDataUpdatedCallback: () => emulator.FSSync(),
  });
  setInterval(() => {  // what the page shows of the running core (tests read these)
    section.dataset.frames = String(frames);
    section.dataset.audio = emulator.SDL2?.audioContext?.state ?? "none";
  }, 250);
  bindPad(box, emulator);
  bindTools(section, box, emulator, romName, say);
  startAudioOnGesture(emulator);
  section.dataset.state = "running";
  say("Running. Click the screen or use the buttons; sound starts with your first key or click.");
  canvas.focus();
  return emulator;
}
