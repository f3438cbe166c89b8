// A tutorial's web page: Back / Next and the arrow keys move through the steps; an exercise is
// answered by clicking a counter, then its destination (or a Substitute button). Every text is
// in the page's markup already; this script only shows, hides and copies it (textContent).
// With "#selftest" in the address it plays itself through with real DOM events and writes the
// result into the title and a "selftest-log" element (the CTest check_tutorial_page reads them).
"use strict";
(function () {
    const errors = [];
    window.addEventListener("error", (e) => errors.push(String(e.message)));

    const data = JSON.parse(document.getElementById("exercises").textContent);
    const steps = Array.from(document.querySelectorAll("section.step"));
    const back = document.getElementById("back");
    const next = document.getElementById("next");
    const counter = document.getElementById("counter");
    const word = (name) => document.querySelector('#words [data-word="' + name + '"]').textContent;
    const state = data.map((ex) => ex ? { solved: false, wrong: 0, helped: false, selected: ex.preselected } : null);
    let current = 0;

    const part = (i, selector) => steps[i].querySelector(selector);

    // One step on show, from the top of the window, and the address follows it, so a link
    // copied from the address bar opens this step.
    function show(i) {
        const moved = Math.max(0, Math.min(steps.length - 1, i)) !== current;
        current = Math.max(0, Math.min(steps.length - 1, i));
        steps.forEach((s, k) => { s.hidden = k !== current; });
        counter.textContent = counter.dataset.format.replace("%1", current + 1).replace("%2", steps.length);
        back.disabled = current === 0;
        next.disabled = current === steps.length - 1 || (state[current] !== null && !state[current].solved);
        draw(current);
        if (moved)  // a new step from its top; an answer on the same step leaves the page where it is
            window.scrollTo(0, 0);
        if (location.hash !== "#selftest" || selftesting)
            try { history.replaceState(null, "", "#step-" + (current + 1)); } catch (e) { /* a page opened from a file may refuse */ }
    }
    let selftesting = false;

    // The squares the picked-up counter may go to (legal tries and the answer).
    function targets(ex, from) {
        const out = [];
        const add = (key) => { const [f, t] = key.split("-"); if (Number(f) === from) out.push(Number(t)); };
        Object.keys(ex.tries).forEach((key) => { if (ex.tries[key][1] >= 1) add(key); });
        if (ex.kind === "step") add(ex.answer);
        return out;
    }

    function draw(i) {
        const st = state[i];
        if (!st)
            return;
        const ex = data[i];
        part(i, ".ask").hidden = st.solved;
        part(i, ".shown").hidden = !st.solved;
        part(i, ".caption").hidden = !st.solved;
        part(i, ".task").hidden = st.solved;
        const reach = st.selected >= 0 ? targets(ex, st.selected) : [];
        steps[i].querySelectorAll("button.sq").forEach((b) => {
            const sq = Number(b.dataset.sq);
            b.classList.toggle("movable", ex.movable.includes(sq) && sq !== st.selected);
            b.classList.toggle("selected", sq === st.selected);
            b.classList.toggle("target", reach.includes(sq));
            b.disabled = st.solved;
        });
    }

    function say(i, text, good) {
        const f = part(i, ".feedback");
        f.textContent = text;
        f.classList.toggle("good", good);
    }

    function solve(i, byLearner) {
        const st = state[i];
        st.solved = true;
        st.selected = -1;
        st.helped = st.helped || !byLearner;
        say(i, !byLearner ? word("answer") : st.helped ? word("withHint")
            : st.wrong === 0 ? word("right") : word("atTry").replace("%1", st.wrong + 1), byLearner);
        show(i);
    }

    // A try, by its key in the exercise's table: the answer solves it; anything else says why not.
    function attempt(i, key) {
        const ex = data[i], st = state[i];
        if (key === ex.answer)
            return solve(i, true);
        const entry = ex.tries[key];
        if (!entry)
            return;
        if (entry[1] === 2) {  // another right answer: solved, in its own words
            solve(i, true);
            return say(i, part(i, '.messages [data-msg="' + entry[0] + '"]').textContent, true);
        }
        st.wrong += 1;
        say(i, part(i, '.messages [data-msg="' + entry[0] + '"]').textContent, false);
        if (entry[1] === 1)  // a legal move: the counter is put down (a Debut's stays picked up)
            st.selected = ex.preselected;
        draw(i);
    }

    function clickSquare(i, sq) {
        const ex = data[i], st = state[i];
        if (!ex || st.solved)
            return;
        if (ex.kind === "choose")
            return attempt(i, String(sq));
        if (ex.kind !== "step")
            return;
        if (st.selected >= 0 && st.selected !== sq && !ex.movable.includes(sq))
            return attempt(i, st.selected + "-" + sq);
        if (ex.movable.includes(sq) && st.selected !== sq)
            st.selected = sq;
        else if (ex.preselected < 0)
            st.selected = -1;
        draw(i);
    }

    function showHint(i) {
        const ex = data[i], st = state[i];
        st.helped = true;
        part(i, ".hint").hidden = false;
        if (ex.kind === "step")
            st.selected = Number(ex.answer.split("-")[0]);
        draw(i);
    }

    document.addEventListener("click", (e) => {
        const b = e.target.closest("button");
        if (!b || b.disabled)
            return;
        if (b === back)
            return show(current - 1);
        if (b === next)
            return show(current + 1);
        const section = b.closest("section.step");
        if (!section)
            return;
        const i = Number(section.dataset.step);
        if (!data[i] || state[i].solved)
            return;
        if (b.classList.contains("sq"))
            clickSquare(i, Number(b.dataset.sq));
        else if (b.classList.contains("hint-button"))
            showHint(i);
        else if (b.classList.contains("solve-button"))
            solve(i, false);
        else if (b.dataset.try)
            attempt(i, b.dataset.try);
    });

    document.addEventListener("keydown", (e) => {
        if (e.altKey || e.ctrlKey || e.metaKey)
            return;
        if (e.key === "ArrowRight" && !next.disabled)
            show(current + 1);
        else if (e.key === "ArrowLeft" && !back.disabled)
            show(current - 1);
        else
            return;
        e.preventDefault();
    });

    // "#step-3" opens the page at step 3, so a link can point at a step; so does an address
    // changed by hand.
    const stepOf = (hash) => { const m = /^#step-([0-9]+)$/.exec(hash); return m ? Number(m[1]) - 1 : null; };
    show(stepOf(location.hash) ?? 0);
    window.addEventListener("hashchange", () => { const i = stepOf(location.hash); if (i !== null) show(i); });

    // ---- The self-test: real clicks and key presses through the handlers above.
    function selftest() {
        const log = [], failures = [];
        const expect = (ok, what) => { if (!ok) failures.push(what); };
        const key = (k) => document.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
        const clickSq = (sq) => part(current, 'button.sq[data-sq="' + sq + '"]').click();
        const play = (ex, k) => {
            if (ex.kind === "sub")
                return part(current, '[data-try="' + k + '"]').click();
            if (ex.kind === "choose")
                return clickSq(k);
            const [from, to] = k.split("-").map(Number);
            if (state[current].selected !== from)
                clickSq(from);
            clickSq(to);
        };
        const visible = (selector) => { const e = part(current, selector); return e !== null && e.offsetParent !== null; };
        // The header (Back, Next) stays at the top; on a phone the words come before the pitch.
        const phone = window.innerWidth <= 640;
        expect(getComputedStyle(document.querySelector("header")).position === "sticky", "the header scrolls away");
        selftesting = true;  // from here the address follows the steps, as for a reader
        for (let guard = 0; guard < steps.length; ++guard) {
            const i = current, ex = data[i], name = "step " + (i + 1);
            expect(!steps[i].hidden && steps.filter((s) => !s.hidden).length === 1, name + ": not the one step on show");
            expect(visible(".diagram svg"), name + ": no diagram on show");
            if (phone)
                expect(part(i, ".side").getBoundingClientRect().top < part(i, ".board").getBoundingClientRect().top,
                       name + ": on a phone the pitch comes before the words");
            if (ex) {
                expect(next.disabled, name + ": Next is on before the exercise is answered");
                expect(!visible(".caption"), name + ": the caption shows before the answer");
                const keys = Object.keys(ex.tries);
                const wrong = keys.find((k) => ex.tries[k][1] === 1) || keys[0];
                if (wrong !== undefined) {
                    play(ex, wrong);
                    const said = part(i, ".feedback").textContent;
                    const meant = part(i, '.messages [data-msg="' + ex.tries[wrong][0] + '"]').textContent;
                    expect(said === meant && said !== "" && visible(".feedback"), name + ": the wrong try " + wrong + " said \"" + said + "\"");
                    expect(!state[i].solved && visible(".ask"), name + ": a wrong try closed the exercise");
                    log.push(name + " wrong " + wrong + (ex.tries[wrong][1] === 1 ? " (legal)" : "") + ": " + said);
                }
                play(ex, ex.answer);
                expect(state[i].solved && visible(".caption") && visible(".shown") && !visible(".ask"), name + ": the answer " + ex.answer + " was not taken");
                expect(part(i, ".feedback").classList.contains("good"), name + ": the answer is not marked good");
                log.push(name + " right " + ex.answer + ": " + part(i, ".feedback").textContent);
            } else {
                expect(visible(".caption"), name + ": no caption on show");
            }
            if (i === steps.length - 1)
                break;
            if (i % 2 === 0)
                next.click();
            else
                key("ArrowRight");
            expect(current === i + 1, name + ": Next did not move on");
            expect(location.hash === "#step-" + (i + 2), name + ": the address says " + location.hash + " after Next");
            expect(window.scrollY === 0, name + ": the next step starts scrolled down by " + window.scrollY);
        }
        expect(current === steps.length - 1 && next.disabled, "the last step was not reached");
        expect(counter.textContent === counter.dataset.format.replace("%1", steps.length).replace("%2", steps.length),
               "the counter says " + counter.textContent);
        if (steps.length > 1) {
            key("ArrowLeft");
            expect(current === steps.length - 2, "← did not go back");
            back.click();
            expect(current === Math.max(0, steps.length - 3), "Back did not go back");
        }
        log.push("reached step " + steps.length + " of " + steps.length);
        if (phone)
            log.push("laid out for a phone");
        errors.forEach((e) => failures.push("script error: " + e));
        const pre = document.createElement("pre");
        pre.id = "selftest-log";
        pre.textContent = log.concat(failures.map((f) => "FAIL " + f)).join("\n");
        document.body.appendChild(pre);
        document.title = failures.length === 0 ? "selftest: pass" : "selftest: FAIL (" + failures.length + ")";
    }
    if (location.hash === "#selftest") {
        try {
            selftest();
        } catch (e) {
            document.title = "selftest: FAIL (" + e + ")";
        }
    }
})();
