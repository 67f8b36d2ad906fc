#include <cstdio>
struct D { ~D() { std::puts("dtor"); } };
struct E { int v; };
__attribute__((noinline)) int f(int x) { D d; if (x > 2) throw E{x}; if (x > 1) throw x; return x; }
int g(int x) noexcept { return x * 2; }
int main() {
  for (int i = 0; i < 4; i++) {
    try { std::printf("f=%d\n", f(i)); }
    catch (int e) { std::printf("int %d\n", e); }
    catch (const E &e) { std::printf("E %d\n", e.v); }
    catch (...) { std::puts("other"); }
  }
  try { try { f(3); } catch (...) { std::puts("rethrow"); throw; } } catch (E &e) { std::printf("outer %d\n", e.v); }
  return g(0);
}
