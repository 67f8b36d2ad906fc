#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <stdexcept>
struct Base { virtual ~Base() { std::puts("~Base"); } virtual int f(int) = 0; };
struct A : Base { int f(int x) override { if (x == 3) throw std::runtime_error("A3"); return x * 2; } ~A() { std::puts("~A"); } };
struct Ctor { std::string s; Ctor(int x) : s("c") { if (x) throw x; } };
__attribute__((noinline)) int run(Base &b, int x) { std::unique_ptr<Ctor> p; std::string t = "t" + std::to_string(x); if (x == 4) p.reset(new Ctor(x)); return b.f(x) + (int)t.size(); }
int main() {
  std::map<int, std::string> m;
  A a;
  for (int i = 0; i < 6; i++) {
    try { m[i] = std::to_string(run(a, i)); }
    catch (const std::exception &e) { m[i] = std::string("E:") + e.what(); }
    catch (int v) { m[i] = "int" + std::to_string(v); }
  }
  try { m.at(99); } catch (std::out_of_range &) { std::puts("oor"); }
  for (auto &kv : m) std::printf("%d %s\n", kv.first, kv.second.c_str());
  int n = 0;
  for (int k = 0; k < 3; k++) { try { try { if (k) throw k; } catch (int j) { n += j; if (j == 2) throw; } } catch (...) { n += 100; } }
  std::printf("n=%d\n", n);
  return 0;
}
