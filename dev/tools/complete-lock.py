#!/usr/bin/env python3
"""Add lock entries for unrs-resolver's optional bindings on other platforms.

The npm registry reachable here serves only the Linux x64 bindings, so
`npm install` leaves the others out of package-lock.json and `npm ci` then
refuses the lock as out of sync. Entries carrying `os`/`cpu` are skipped
by npm on this platform without being fetched. Run after any `npm install`.
"""
import json
import pathlib
import re

lock_path = pathlib.Path(__file__).resolve().parents[2] / "package-lock.json"
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
lock_path.write_text(json.dumps(lock, indent="\t", ensure_ascii=False) + "\n")
print(f"complete-lock: added {added} entries")
