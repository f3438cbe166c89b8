// Waits until the events already posted have run, no item under `root` has a polish (a layout
// pass) scheduled and no delegate is still being created asynchronously (testIncubation, tests/qml/main.cpp), so positioners,
// layouts and item views have placed whatever changed; a pass may schedule another, so a few
// rounds. `test` is the TestCase whose isPolishScheduled and waitForItemPolished are used.
// Returns whether everything settled. Not a .pragma library: it reads the test's context.

function settle(test, root) {
    for (let round = 0; round < 20; ++round) {
        test.wait(0);  // events already posted (a Qt.callLater that lays out again) run first
        const incubated = testIncubation.finish();
        const pending = [];
        const collect = item => {
            if (test.isPolishScheduled(item))
                pending.push(item);
            for (let i = 0; i < item.children.length; ++i)
                collect(item.children[i]);
        };
        collect(root);
        if (pending.length === 0 && incubated)
            return true;
        for (const item of pending)
            if (test.isPolishScheduled(item))
                test.waitForItemPolished(item);
    }
    return false;
}
