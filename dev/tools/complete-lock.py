#!/usr/bin/env python3
"""Complete the project's lock files after any `npm install`.

1. Add lock entries for unrs-resolver's optional bindings on other platforms.
   The npm registry reachable here serves only the Linux x64 bindings, so
   `npm install` leaves the others out of package-lock.json and `npm ci` then
   refuses the lock as out of sync. Entries carrying `os`/`cpu` are skipped
   by npm on this platform without being fetched.
2. Give every registry package its tarball URL (`resolved`). A lock written
   with `omit-lockfile-registry-resolved` has none, and npm then fetches each
   package's registry document (packument) before its tarball: about 1,900
   more requests on every new machine's install (issue 33). The project's
   .npmrc turns that option off; this puts back what a lock written with it
   on lacks. The benchmark anchors' lock (dev/bench/anchor-packages) too.
"""
import json
import pathlib
import re

REGISTRY = "https://registry.npmjs.org/"
ROOT = pathlib.Path(__file__).resolve().parents[2]


def tarball_url(key, entry):
    """The registry's tarball URL of a lock entry, as npm writes it."""
    name = entry.get("name") or key.rsplit("node_modules/", 1)[1]
    return f"{REGISTRY}{name}/-/{name.rsplit('/', 1)[-1]}-{entry['version']}.tgz"


def add_resolved(packages):
    """Fill in `resolved` for registry entries (those with an integrity)."""
    count = 0
    for key, entry in packages.items():
        if not key or entry.get("link") or entry.get("inBundle"):
            continue
        if "resolved" in entry or "integrity" not in entry or "version" not in entry:
            continue
        # npm writes resolved between version and integrity.
        items = list(entry.items())
        at = [name for name, _ in items].index("integrity")
        entry.clear()
        entry.update(items[:at] + [("resolved", tarball_url(key, dict(items)))] + items[at:])
        count += 1
    return count


def write(path, lock):
    path.write_text(json.dumps(lock, indent="\t", ensure_ascii=False) + "\n")


lock_path = ROOT / "package-lock.json"
lock = json.loads(lock_path.read_text())
packages = lock["packages"]
added = 0
for key, entry in list(packages.items()):
    for name, version in (entry.get("optionalDependencies") or {}).items():
        if not name.startswith("@unrs/resolver-binding-"):
            continue
        target = f"node_modules/{name}"
        if target in packages:
            continue
        platform = name.removeprefix("@unrs/resolver-binding-")
        os_name, cpu = re.match(r"([a-z0-9]+)-([a-z0-9]+)", platform).groups()
        cpu = {"arm": "arm", "ia32": "ia32"}.get(cpu, cpu)
        stub = {"version": version, "cpu": [cpu], "dev": True, "license": "MIT", "optional": True, "os": [os_name]}
        if platform.endswith("-gnu") or platform.endswith("-gnueabihf"):
            stub["libc"] = ["glibc"]
        elif platform.endswith("-musl") or platform.endswith("-musleabihf"):
            stub["libc"] = ["musl"]
        packages[target] = stub
        added += 1
root = packages.pop("")
lock["packages"] = {"": root, **dict(sorted(packages.items()))}
resolved = add_resolved(lock["packages"])
write(lock_path, lock)
print(f"complete-lock: added {added} entries, {resolved} tarball URLs")

anchors_path = ROOT / "dev" / "bench" / "anchor-packages" / "package-lock.json"
anchors = json.loads(anchors_path.read_text())
anchors_resolved = add_resolved(anchors["packages"])
write(anchors_path, anchors)
print(f"complete-lock: the anchors' lock: {anchors_resolved} tarball URLs")
